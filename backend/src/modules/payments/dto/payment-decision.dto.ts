import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional, IsString, Length } from 'class-validator';
import {
  PAYMENT_REASON_MAX_LENGTH,
  type RefundPaymentRequest,
  type RejectPaymentRequest,
} from '@academy/contracts';

const trimmed = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() : value;
const REASON_MESSAGE = `reason must be 1 to ${PAYMENT_REASON_MAX_LENGTH} characters long`;

export class RejectPaymentDto implements RejectPaymentRequest {
  @ApiProperty({ minLength: 1, maxLength: PAYMENT_REASON_MAX_LENGTH, example: 'No such transfer' })
  @Transform(trimmed)
  @IsString({ message: 'reason must be text' })
  @Length(1, PAYMENT_REASON_MAX_LENGTH, { message: REASON_MESSAGE })
  reason: string;
}

export class RefundPaymentDto implements RefundPaymentRequest {
  @ApiProperty({ minLength: 1, maxLength: PAYMENT_REASON_MAX_LENGTH, example: 'Asked by student' })
  @Transform(trimmed)
  @IsString({ message: 'reason must be text' })
  @Length(1, PAYMENT_REASON_MAX_LENGTH, { message: REASON_MESSAGE })
  reason: string;

  @ApiPropertyOptional({
    default: true,
    description: 'False leaves the top-up or tier in place (audited)',
    example: true,
  })
  @IsOptional()
  @IsBoolean({ message: 'reverseCredit must be true or false' })
  reverseCredit?: boolean;
}
