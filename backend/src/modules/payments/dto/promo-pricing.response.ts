import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow } from 'class-validator';
import type { PromoPricing } from '@academy/contracts';

/** `promoCode` on a payment route whose values the payment service reads as they come. */
export function PromoCodeField() {
  return applyDecorators(
    ApiPropertyOptional({
      type: String,
      example: 'SPRING25',
      description:
        'A promo code, any case: it prices the payment, or is refused with a PROMO_* code',
    }),
    Allow(),
  );
}

/** What every payment answer says of its promo code; payment responses extend it. */
export class PromoPricingResponse implements PromoPricing {
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'SPRING25',
    description: 'The promo code that priced it, upper-case; null without one',
  })
  promoCode: string | null;

  @ApiProperty({ example: 250, description: 'USD before the discount (the amount without a code)' })
  listPrice: number;

  @ApiProperty({ example: 62.5, description: 'USD taken off the list price; 0 without a code' })
  discount: number;
}
