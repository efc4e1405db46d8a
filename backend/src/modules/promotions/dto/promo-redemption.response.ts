import { ApiProperty } from '@nestjs/swagger';
import { PROMO_CODE_KINDS, type PromoCodeKind, type PromoRedemption } from '@academy/contracts';

/** The data of a promo.redeemed event. */
export class PromoRedemptionEvent implements PromoRedemption {
  @ApiProperty({ example: 7 })
  promoCodeId: number;

  @ApiProperty({ example: 'SPRING25' })
  code: string;

  @ApiProperty({ enum: PROMO_CODE_KINDS })
  kind: PromoCodeKind;

  @ApiProperty({ format: 'uuid', description: 'The payment that was paid' })
  paymentId: string;

  @ApiProperty({ example: 42 })
  userId: number;

  @ApiProperty({ example: 250, description: 'USD before the discount' })
  listPrice: number;

  @ApiProperty({ example: 62.5, description: 'USD taken off' })
  discount: number;

  @ApiProperty({ example: 0, description: 'USD credited beside a top-up' })
  bonus: number;

  @ApiProperty({ example: 187.5, description: 'USD charged' })
  amount: number;
}
