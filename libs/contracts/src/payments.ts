import type { CourseTierName } from './catalogue.js';

export const TOPUP_COURSE = 'topup';

export const PAYMENT_PROVIDER_NAMES = ['sandbox', 'stripe', 'payport'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDER_NAMES)[number];

export const PAYMENT_KINDS = ['course', 'topup'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'cancelled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** What the student pays for: a tier at its catalogue price, or a top-up of whole dollars. */
export type Purchase =
  | { kind: 'course'; tier: CourseTierName; amount: number }
  | { kind: 'topup'; tier: null; amount: number };

/** POST /api/create-checkout-session (JSON with the student token, or a plain form post). */
export interface CheckoutSessionRequest {
  course: string;
  userId: number | string;
  /** Only read for a top-up: a tier's price always comes from the catalogue. */
  price?: number | string;
}

export interface CheckoutSessionResponse {
  url: string;
}

/** POST /api/create-payment: the Credit Card (PayPort) method. */
export interface CreatePaymentRequest {
  amount: number;
  firstName: string;
  lastName: string;
  course: string;
  id: string;
  email: string;
}

export interface CreatePaymentResponse {
  status: 200;
  data: { url: string };
}

/** One of the student's own payments, as listed on the account screen. */
export interface PaymentRecord {
  id: string;
  provider: PaymentProviderName;
  kind: PaymentKind;
  tier: CourseTierName | null;
  amount: number;
  currency: 'USD';
  status: PaymentStatus;
  created_at: string;
  paid_at: string | null;
}

export interface PaymentsEnvelope {
  status: 200;
  data: PaymentRecord[];
}

/**
 * The query that opens the student app's payment overlay over any page: the course (a tier id or
 * 'topup') and the price in dollars. Activate, the top-up modal and registration write it.
 */
export const PURCHASE_QUERY = { course: 'course', price: 'price' } as const;

/** The return URL's query parameter after a checkout: /dashboard?payment=success|cancelled. */
export const PAYMENT_RETURN_PARAM = 'payment';
export const PAYMENT_RETURN_OUTCOMES = ['success', 'cancelled'] as const;
export type PaymentReturnOutcome = (typeof PAYMENT_RETURN_OUTCOMES)[number];
