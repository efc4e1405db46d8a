import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  IsIn,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  registerDecorator,
  ValidateIf,
} from 'class-validator';
import {
  CRYPTO_OPTION_IDS,
  MANUAL_PAYMENT_METHODS,
  MANUAL_REFERENCE_MAX_LENGTH,
  PAYMENT_KINDS,
  PAYMENT_STATUSES,
  TOPUP_LIMITS,
  TIER_ID_PATTERN,
  TOPUP_COURSE,
  type CourseTierName,
  type ManualPayment,
  type ManualPaymentMethod,
  type ManualPaymentRequest,
  type PaymentKind,
  type PaymentStatus,
} from '@academy/contracts';
import { isValidTopUpAmount } from '@academy/domain';
import { RequiredText } from '../../../common/http/text-field.js';
import { PromoPricingResponse } from './promo-pricing.response.js';

// A tier id or topup; which tiers are on sale is the catalogue's to say, when the payment is made.
const COURSE = new RegExp(`^(${TOPUP_COURSE}|${TIER_ID_PATTERN.source.slice(1, -1)})$`);
const TOPUP_MESSAGE = `A top-up must be whole dollars from $${TOPUP_LIMITS.min} to $${TOPUP_LIMITS.max.toLocaleString('en-US')}`;

/** The shared top-up rule (whole dollars within the limits), so API and overlay agree. */
function IsTopUpAmount() {
  return (target: object, propertyName: string) => {
    registerDecorator({
      name: 'isTopUpAmount',
      target: target.constructor,
      propertyName,
      options: { message: TOPUP_MESSAGE },
      validator: { validate: isValidTopUpAmount },
    });
  };
}

export class ManualPaymentDto implements ManualPaymentRequest {
  @ApiProperty({ enum: MANUAL_PAYMENT_METHODS })
  @IsIn(MANUAL_PAYMENT_METHODS, {
    message: `method must be one of ${MANUAL_PAYMENT_METHODS.join(', ')}`,
  })
  method: ManualPaymentMethod;

  @ApiProperty({ example: 'gold', description: 'A tier id on sale, or topup' })
  @Matches(COURSE, { message: 'course must be a tier id or topup' })
  course: string;

  @ApiPropertyOptional({
    example: 150,
    description: 'The top-up amount in whole dollars; required for a top-up, ignored for a tier',
  })
  @ValidateIf((body: ManualPaymentDto) => body.course === TOPUP_COURSE || body.price !== undefined)
  @IsTopUpAmount()
  price?: number;

  @ApiProperty({
    minLength: 1,
    maxLength: MANUAL_REFERENCE_MAX_LENGTH,
    description: 'Transaction hash, sender name or bank reference, or the order number',
    example: '0x3f5c9a1e7b2d4c8e',
  })
  @RequiredText('reference', MANUAL_REFERENCE_MAX_LENGTH)
  reference: string;

  @ApiPropertyOptional({ enum: CRYPTO_OPTION_IDS, description: 'Required for crypto' })
  @ValidateIf((body: ManualPaymentDto) => body.method === 'crypto' || body.coin !== undefined)
  @IsIn(CRYPTO_OPTION_IDS, { message: `coin must be one of ${CRYPTO_OPTION_IDS.join(', ')}` })
  coin?: string;

  @ApiPropertyOptional({
    example: 'SPRING25',
    description: 'A promo code, any case: it prices the payment, or is refused with a PROMO_* code',
  })
  @IsOptional()
  @IsString({ message: 'promoCode must be text' })
  @MaxLength(100)
  promoCode?: string;
}

export class ManualPaymentResponse extends PromoPricingResponse implements ManualPayment {
  @ApiProperty({ format: 'uuid', example: '6f1c2b9e-8a4d-4c3e-9b7a-2d5e1f0a3c47' })
  id: string;

  @ApiProperty({ enum: PAYMENT_STATUSES, example: 'pending' })
  status: PaymentStatus;

  @ApiProperty({ example: 250 })
  amount: number;

  @ApiProperty({ enum: MANUAL_PAYMENT_METHODS })
  method: ManualPaymentMethod;

  @ApiProperty({ enum: PAYMENT_KINDS })
  kind: PaymentKind;

  @ApiProperty({ example: 'GOLD', description: 'The tier name', nullable: true, type: String })
  tier: CourseTierName | null;

  @ApiProperty({ example: 'TA-42-7QX9' })
  reference: string;

  @ApiProperty({ enum: CRYPTO_OPTION_IDS, nullable: true, type: String })
  coin: string | null;

  @ApiProperty({ format: 'date-time', example: '2026-11-20T09:30:00.000Z' })
  createdAt: string;
}
