import type { CourseTierName } from './catalogue.js';
import type { ManualPaymentMethod, PaymentKind, PaymentStatus } from './payments.js';
import type { PromoPricing } from './promotions.js';

/** POST /api/payments/manual: "I have paid" for a manual method. The amount comes from the catalogue. */
export interface ManualPaymentRequest {
  method: ManualPaymentMethod;
  /** A tier id or 'topup'. */
  course: string;
  /** The top-up amount in whole dollars (1–100,000); ignored for a tier. */
  price?: number;
  /** 1–200 characters: transaction hash, sender name or bank reference, or the order number. */
  reference: string;
  /** Crypto only: which option was sent (btc, eth, usdt-trc20, usdt-erc20). */
  coin?: string;
  /** A promo code (any case): the server prices the payment with it or refuses it (PROMO_*). */
  promoCode?: string;
}

/** 201 from POST /api/payments/manual. */
export interface ManualPayment extends PromoPricing {
  id: string;
  status: PaymentStatus;
  amount: number;
  method: ManualPaymentMethod;
  kind: PaymentKind;
  tier: CourseTierName | null;
  reference: string;
  coin: string | null;
  createdAt: string;
}

/** A receipt is attached with PUT /api/payments/:id/receipt (multipart, field `receipt`). */
export const RECEIPT_FIELD = 'receipt';
export const RECEIPT_MAX_BYTES = 5 * 1024 * 1024;
export const RECEIPT_MEDIA_TYPES = ['image/png', 'image/jpeg', 'application/pdf'] as const;
export type ReceiptMediaType = (typeof RECEIPT_MEDIA_TYPES)[number];

/** Manual payments one student may have waiting for staff at a time. */
export const PENDING_MANUAL_PAYMENTS_MAX = 5;
/** The most the receipts on one student's pending manual payments may take together. */
export const PENDING_RECEIPT_BYTES_MAX = 20 * 1024 * 1024;

export const MANUAL_REFERENCE_MAX_LENGTH = 200;

/**
 * What a student reads while a payment of theirs waits for staff: what happens next and how long
 * it usually takes, in each language, as staff wrote it in the back office. Null where staff have
 * written nothing: the student app then shows its own words.
 */
export interface PaymentReviewNotice {
  en: string | null;
  ru: string | null;
}
export const PAYMENT_REVIEW_NOTICE_MAX_LENGTH = 500;
