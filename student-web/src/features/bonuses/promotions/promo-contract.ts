import type { PromoCodeKind } from '@academy/contracts';

/** A public promo code as GET /api/promotions lists it for students. */
export interface PublicPromotion {
  code: string;
  kind: PromoCodeKind;
  value: number;
  appliesTo: string[];
  bannerText: string | null;
  startsAt: string | null;
  endsAt: string | null;
}
