/** Promo codes: what staff create, what students check, and what a payment keeps of a code. */

export const PROMO_CODE_KINDS = ['percent', 'amount', 'topup-bonus'] as const;
/**
 * `percent`: `value` percent off a tier (1–100); `amount`: `value` whole dollars off a tier;
 * `topup-bonus`: a top-up is charged in full and `value` percent of it is credited beside it.
 * A discounted price is never below $1.
 */
export type PromoCodeKind = (typeof PROMO_CODE_KINDS)[number];

/** Letters, digits, `-` and `_`, 3 to 40 of them; compared without regard to case. */
export const PROMO_CODE_PATTERN = /^[A-Za-z0-9_-]{3,40}$/;
export const PROMO_CODE_MAX_LENGTH = 40;
export const PROMO_BANNER_MAX_LENGTH = 200;
/** The lowest price a discount leaves, in USD. */
export const PROMO_MIN_PRICE = 1;

/** The states of one use of a code, which belongs to one payment. */
export const PROMO_USE_STATES = ['reserved', 'consumed', 'released'] as const;
export type PromoUseState = (typeof PROMO_USE_STATES)[number];

/** POST /api/admin/promo-codes; PUT /api/admin/promo-codes/:id takes the same fields. */
export interface PromoCodeRequest {
  code: string;
  kind: PromoCodeKind;
  value: number;
  /** Tier ids and/or `topup`; `topup-bonus` codes apply to `topup` only, the others to tiers only. */
  appliesTo: string[];
  /** Reserved plus consumed uses allowed in all; none means no limit. */
  maxUses?: number | null;
  /** Uses one student may reserve or consume; 1 when absent. */
  maxUsesPerStudent?: number;
  /** ISO 8601; the code works from then (at once when absent). */
  startsAt?: string | null;
  /** ISO 8601; the code stops working then (never when absent). Must be after `startsAt`. */
  endsAt?: string | null;
  /** Only for a student with no earlier paid payment. */
  firstPurchaseOnly?: boolean;
  /** Shown to students on the Bonuses & Promotions page. */
  public?: boolean;
  bannerText?: string | null;
  /** PUT only: false deactivates the code (it stops working; its uses stay). */
  active?: boolean;
}

/** A promo code as GET /api/admin/promo-codes lists it. */
export interface PromoCodeRecord {
  id: number;
  /** Upper-case, as stored; students may type it in any case. */
  code: string;
  kind: PromoCodeKind;
  value: number;
  appliesTo: string[];
  maxUses: number | null;
  maxUsesPerStudent: number;
  startsAt: string | null;
  endsAt: string | null;
  firstPurchaseOnly: boolean;
  public: boolean;
  bannerText: string | null;
  active: boolean;
  /** Consumed uses: payments with the code that were paid. */
  uses: number;
  /** Uses held by pending payments. */
  reserved: number;
  /** What the paid payments with the code charged, refunded ones left out (USD). */
  revenue: number;
  /** What the code took off their list prices (USD). */
  discountGiven: number;
  /** What the code credited as top-up bonuses (USD). */
  bonusGiven: number;
  createdAt: string;
  updatedAt: string;
}

/** POST /api/promo-codes/check (student token). `price` is the top-up amount for `topup`. */
export interface PromoCheckRequest {
  code: string;
  /** A tier id or `topup`. */
  course: string;
  price?: number | string;
}

/** The figures a payment with the code would have now. */
export interface PromoCheckResponse {
  /** The code as stored (upper-case). */
  code: string;
  /** What the student would be charged (USD). */
  price: number;
  /** Taken off the list price (USD); 0 for a top-up bonus. */
  discount: number;
  /** Credited beside a top-up when it is paid (USD); 0 for a discount. */
  bonus: number;
}

/**
 * The codes (`code` of the 4xx answer) a promo code is refused with, on the check and on every
 * payment route: 404 PROMO_UNKNOWN, 400 PROMO_NOT_APPLICABLE, 409 for the others.
 */
export const PROMO_ERROR_CODES = {
  /** 404: no such code. */
  PROMO_UNKNOWN: 'PROMO_UNKNOWN',
  /** 409: the code works from `params.startsAt`. */
  PROMO_NOT_STARTED: 'PROMO_NOT_STARTED',
  /** 409: the code ended, or staff deactivated it. */
  PROMO_EXPIRED: 'PROMO_EXPIRED',
  /** 409: its `maxUses` are all reserved or consumed. */
  PROMO_USED_UP: 'PROMO_USED_UP',
  /** 409: the student has used it as often as `maxUsesPerStudent` allows. */
  PROMO_ALREADY_USED: 'PROMO_ALREADY_USED',
  /** 400: it does not apply to what is being bought. */
  PROMO_NOT_APPLICABLE: 'PROMO_NOT_APPLICABLE',
  /** 409: it is for a first purchase and the student has paid before. */
  PROMO_FIRST_PURCHASE_ONLY: 'PROMO_FIRST_PURCHASE_ONLY',
} as const;
export type PromoErrorCode = (typeof PROMO_ERROR_CODES)[keyof typeof PROMO_ERROR_CODES];

/** What a payment keeps of its code; without one `listPrice` is `amount` and `discount` 0. */
export interface PromoPricing {
  promoCode: string | null;
  /** The catalogue's price (a tier) or the top-up asked for, in USD. */
  listPrice: number;
  /** Taken off `listPrice`; `amount` is what was charged. */
  discount: number;
}

/** The data of a promo.redeemed event: a payment with a code was paid. */
export interface PromoRedemption {
  promoCodeId: number;
  code: string;
  kind: PromoCodeKind;
  paymentId: string;
  userId: number;
  listPrice: number;
  discount: number;
  bonus: number;
  amount: number;
}

/**
 * A public promo code as GET /api/promotions lists it for students: one they can use now (active,
 * marked public, started, not ended and not used up).
 */
export interface PublicPromotion {
  code: string;
  kind: PromoCodeKind;
  value: number;
  appliesTo: string[];
  bannerText: string | null;
  startsAt: string | null;
  endsAt: string | null;
}

/** The student app's payment overlay address fills in a promo code: ?course=…&price=…&promo=… */
export const PROMO_QUERY_PARAM = 'promo';
