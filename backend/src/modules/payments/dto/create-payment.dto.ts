import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow } from 'class-validator';
import { PromoCodeField } from './promo-pricing.response.js';
import { CourseField } from './product-fields.js';

/** The Credit Card (PayPort) method. Missing course, amount or id: 'Insufficient data for payment'. */
export class CreatePaymentDto {
  @ApiProperty({
    oneOf: [{ type: 'number' }, { type: 'string' }],
    example: 150,
    description: 'Read for a top-up; a tier is priced by the catalogue',
  })
  @Allow()
  amount?: unknown;

  @CourseField()
  course?: unknown;

  @ApiProperty({ type: String, example: '42', description: "The caller's own user id, as text" })
  @Allow()
  id?: unknown;

  @ApiPropertyOptional({ type: String, example: 'Anna' })
  @Allow()
  firstName?: unknown;

  @ApiPropertyOptional({ type: String, example: 'Petrova' })
  @Allow()
  lastName?: unknown;

  @ApiPropertyOptional({ type: String, example: 'anna@example.com' })
  @Allow()
  email?: unknown;

  @PromoCodeField()
  promoCode?: unknown;
}

class PaymentUrl {
  @ApiProperty({ example: 'https://pay.payport.example/p/8f2c' })
  url: string;
}

export class CreatePaymentResponse {
  @ApiProperty({ example: 200 })
  status: 200;

  @ApiProperty({ type: PaymentUrl })
  data: PaymentUrl;
}
