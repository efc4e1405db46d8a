import type { CourseTierName } from './catalogue.js';
import type { PromoPricing } from './promotions.js';

export const TOPUP_COURSE = 'topup';

/**
 * Who settles a payment: a checkout provider, BTCPay Server (crypto invoices), or staff
 * ('manual') from the student's reference.
 */
export const PAYMENT_PROVIDER_NAMES = ['sandbox', 'stripe', 'payport', 'btcpay', 'manual'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDER_NAMES)[number];

/** The methods the student confirms with a reference, which staff then check by hand. */
export const MANUAL_PAYMENT_METHODS = ['crypto', 'p2p', 'coinumm', 'revoxpay'] as const;
export type ManualPaymentMethod = (typeof MANUAL_PAYMENT_METHODS)[number];

/** How the student paid, as the overlay names it: Card (Stripe or the sandbox), PayPort, or manual. */
export const PAYMENT_METHODS = ['card', 'payport', ...MANUAL_PAYMENT_METHODS] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_KINDS = ['course', 'topup'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

export const PAYMENT_STATUSES = [
  'pending',
  'paid',
  'failed',
  'cancelled',
  'rejected',
  'refunded',
  'expired',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** What the student pays for: a tier at its catalogue price, or a top-up of whole dollars. */
export type Purchase =
  | { kind: 'course'; tier: CourseTierName; amount: number }
  | { kind: 'topup'; tier: null; amount: number };

/** What the student's list and the back office both say of a payment. */
export interface PaymentFacts {
  provider: PaymentProviderName;
  method: PaymentMethod;
  kind: PaymentKind;
  tier: CourseTierName | null;
  amount: number;
  currency: 'USD';
  status: PaymentStatus;
  /** The student's own reference for a manual payment (transaction hash, bank reference, order). */
  reference: string | null;
}

/** One of the student's own payments, as listed on the account screen (GET /api/payments). */
export interface PaymentRecord extends PromoPricing, PaymentFacts {
  id: string;
  /** Why staff rejected or refunded it, shown to the student. */
  statusReason: string | null;
  /**
   * Staff confirmed or rejected it and the student has not yet been told: the dashboard shows a
   * notice once, then POST /api/payments/:id/notice-seen clears it.
   */
  noticePending: boolean;
  /** A crypto invoice whose payment is seen on the chain and waits for its confirmations. */
  confirming: boolean;
  /** Money arrived but not as asked (partly, late, too much): staff decide, then it changes. */
  underReview: boolean;
  created_at: string;
  paid_at: string | null;
  /** The sales receipt's number once paid (GET /api/payments/:id/receipt.pdf). */
  salesReceiptNumber: string | null;
  /** The credit note's number once refunded (GET /api/payments/:id/credit-note.pdf). */
  creditNoteNumber: string | null;
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
