import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow } from 'class-validator';
import { PromoCodeField } from './promo-pricing.response.js';

/**
 * JSON {course, userId} from the student app, or the plain form post of course and price (a
 * form cannot send headers, so it carries the student token as a field). Values stay unknown
 * here: the catalogue rule in libs/domain decides what they buy, with one clear message.
 */
export class CheckoutSessionDto {
  @ApiProperty({
    type: String,
    example: 'gold',
    description: "A tier id (silver, gold, platinum) or 'topup'",
  })
  @Allow()
  course?: unknown;

  @ApiPropertyOptional({
    oneOf: [{ type: 'integer' }, { type: 'string' }],
    example: 42,
    description: "The caller's own user id (as text in the plain form post)",
  })
  @Allow()
  userId?: unknown;

  @ApiPropertyOptional({
    oneOf: [{ type: 'number' }, { type: 'string' }],
    example: 150,
    description:
      'Read for a top-up only (whole dollars, 1 to 100,000); a tier is priced by the catalogue',
  })
  @Allow()
  price?: unknown;

  @ApiPropertyOptional({
    type: String,
    example: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI0MiJ9.c2lnbmF0dXJl',
    description: 'The student token, for the plain form post only',
  })
  @Allow()
  token?: unknown;

  @PromoCodeField()
  promoCode?: unknown;
}

export class CheckoutSessionResponse {
  @ApiProperty({ example: 'https://checkout.stripe.com/c/pay/cs_test_a1b2' })
  url: string;
}
