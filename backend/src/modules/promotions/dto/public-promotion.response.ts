import { ApiProperty } from '@nestjs/swagger';
import { PROMO_CODE_KINDS, type PromoCodeKind, type PublicPromotion } from '@academy/contracts';

/** One public promo code as students see it on the Bonuses & Promotions page. */
export class PublicPromotionResponse implements PublicPromotion {
  @ApiProperty({ example: 'SPRING25' })
  code: string;

  @ApiProperty({ enum: PROMO_CODE_KINDS })
  kind: PromoCodeKind;

  @ApiProperty({ example: 25, description: 'Percent off, dollars off, or percent of a top-up' })
  value: number;

  @ApiProperty({ type: [String], example: ['gold', 'platinum'], description: "Tier ids, 'topup'" })
  appliesTo: string[];

  @ApiProperty({ type: String, nullable: true, example: 'Spring sale: a quarter off' })
  bannerText: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  startsAt: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  endsAt: string | null;
}
