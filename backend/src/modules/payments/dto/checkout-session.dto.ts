import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow } from 'class-validator';
import { PromoCodeField } from './promo-pricing.response.js';
import { CourseField, TopUpPriceField } from './product-fields.js';

/**
 * JSON {course, userId} from the student app, or the plain form post of course and price (a
 * form cannot send headers, so it carries the student token as a field). Values stay unknown
 * here: the catalogue rule in libs/domain decides what they buy, with one clear message.
 */
export class CheckoutSessionDto {
  @CourseField()
  course?: unknown;

  @ApiPropertyOptional({
    oneOf: [{ type: 'integer' }, { type: 'string' }],
    example: 42,
    description: "The caller's own user id (as text in the plain form post)",
  })
  @Allow()
  userId?: unknown;

  @TopUpPriceField()
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
