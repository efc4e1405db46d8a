import { ApiProperty } from '@nestjs/swagger';
import type { CryptoInvoice } from '@academy/contracts';
import { PromoCodeField, PromoPricingResponse } from '../dto/promo-pricing.response.js';
import { CourseField, TopUpPriceField } from '../dto/product-fields.js';

/** A tier (priced by the catalogue) or a top-up; the catalogue rule in libs/domain decides. */
export class CryptoInvoiceDto {
  @CourseField()
  course?: unknown;

  @TopUpPriceField()
  price?: unknown;

  @PromoCodeField()
  promoCode?: unknown;
}

export class CryptoInvoiceResponse extends PromoPricingResponse implements CryptoInvoice {
  @ApiProperty({ format: 'uuid', example: '6f1c2b9e-8a4d-4c3e-9b7a-2d5e1f0a3c47' })
  id: string;

  @ApiProperty({ enum: ['pending'] })
  status: 'pending';

  @ApiProperty({ example: 250, description: 'USD' })
  amount: number;

  @ApiProperty({
    format: 'uri',
    example: 'https://btcpay.example.com/i/7Yq2bV8dN3pXkR1mT6sLcE',
    description: "BTCPay's checkout page: send the student there",
  })
  checkoutLink: string;

  @ApiProperty({ format: 'date-time', example: '2026-11-20T10:00:00.000Z' })
  expiresAt: string;
}
