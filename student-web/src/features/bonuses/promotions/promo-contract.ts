/** The promo-code calls' shapes, as the API's contract gives them. */
export const PROMO_ERROR_CODES = [
  'PROMO_UNKNOWN',
  'PROMO_NOT_STARTED',
  'PROMO_EXPIRED',
  'PROMO_USED_UP',
  'PROMO_ALREADY_USED',
  'PROMO_NOT_APPLICABLE',
  'PROMO_FIRST_PURCHASE_ONLY',
] as const;
export type PromoErrorCode = (typeof PROMO_ERROR_CODES)[number];

export type PromoKind = 'percent' | 'amount' | 'topup-bonus';

export interface PromoCheckRequest {
  code: string;
  course: string;
  price?: number;
}

export interface PromoCheckResult {
  code: string;
  price: number;
  discount: number;
  bonus: number;
}

export interface PublicPromotion {
  code: string;
  kind: PromoKind;
  value: number;
  appliesTo: string[];
  bannerText: string | null;
  startsAt: string | null;
  endsAt: string | null;
}
