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

/** POST /api/create-checkout-session (JSON with the student token, or a plain form post). */
export interface CheckoutSessionRequest {
  course: string;
  userId: number | string;
  /** Only read for a top-up: a tier's price always comes from the catalogue. */
  price?: number | string;
  /** A promo code (any case): the server prices the payment with it or refuses it (PROMO_*). */
  promoCode?: string;
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
  /** A promo code (any case): the server prices the payment with it or refuses it (PROMO_*). */
  promoCode?: string;
}

export interface CreatePaymentResponse {
  status: 200;
  data: { url: string };
}

/** One of the student's own payments, as listed on the account screen (GET /api/payments). */
export interface PaymentRecord extends PromoPricing {
  id: string;
  provider: PaymentProviderName;
  method: PaymentMethod;
  kind: PaymentKind;
  tier: CourseTierName | null;
  amount: number;
  currency: 'USD';
  status: PaymentStatus;
  /** The student's own reference for a manual payment (transaction hash, bank reference, order). */
  reference: string | null;
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

/** A payment in the back office's Payments resource (GET /api/admin/payments[/:id]). */
export interface AdminPayment extends PromoPricing {
  /** The public id (uuid); ledger rows and audit entries name it too. */
  id: string;
  userId: number;
  /** Null when the account was deleted (userDeleted) and its details are gone. */
  userEmail: string | null;
  userName: string | null;
  userDeleted: boolean;
  provider: PaymentProviderName;
  method: PaymentMethod;
  kind: PaymentKind;
  tier: CourseTierName | null;
  amount: number;
  currency: 'USD';
  status: PaymentStatus;
  reference: string | null;
  coin: string | null;
  /** The provider's id (a Stripe session or charge, a PayPort payment). */
  providerReference: string | null;
  hasReceipt: boolean;
  receiptType: ReceiptMediaType | null;
  statusReason: string | null;
  /** Set when the payment could not be credited automatically and waits for staff. */
  reviewReason: string | null;
  /** Pending with a review reason: staff confirm it, or refund (BTCPay) or reject (manual) it. */
  needsStaff: boolean;
  /** A BTCPay payment's invoice as BTCPay last reported it; null for other providers. */
  cryptoInvoice: CryptoInvoiceDetails | null;
  /** The link BTCPay gave for a refund: the student claims the coins there (mailed to them). */
  refundLink: string | null;
  /** False when a refund left the credit in place ({ reverseCredit: false }). */
  creditReversed: boolean | null;
  createdAt: string;
  updatedAt: string;
  paidAt: string | null;
  refundedAt: string | null;
  /** The sales receipt's number once paid (GET /api/payments/:id/receipt.pdf). */
  salesReceiptNumber: string | null;
  /** The credit note's number once refunded (GET /api/payments/:id/credit-note.pdf). */
  creditNoteNumber: string | null;
  /**
   * Other students' manual payments of the same method whose reference reads the same (trimmed,
   * letter case ignored, a crypto hash with or without 0x), oldest first, at most
   * CONFLICTING_CLAIMS_SHOWN: staff judge which of them paid.
   */
  conflictingClaims: ConflictingClaim[];
  /** How many such claims there are in all; 0 when the reference is the payment's alone. */
  conflictingClaimCount: number;
}

/** Another payment claiming the same reference, as the desk shows it beside the payment. */
export interface ConflictingClaim {
  id: string;
  userId: number;
  userEmail: string | null;
  userName: string | null;
  userDeleted: boolean;
  amount: number;
  status: PaymentStatus;
  coin: string | null;
  createdAt: string;
}

/** The most conflicting claims one payment lists; conflictingClaimCount tells how many there are. */
export const CONFLICTING_CLAIMS_SHOWN = 20;

/** BTCPay's invoice statuses (Greenfield InvoiceStatus) and additional statuses. */
export const BTCPAY_INVOICE_STATUSES = [
  'New',
  'Processing',
  'Expired',
  'Invalid',
  'Settled',
] as const;
export type BtcpayInvoiceStatus = (typeof BTCPAY_INVOICE_STATUSES)[number];
export const BTCPAY_ADDITIONAL_STATUSES = [
  'None',
  'PaidLate',
  'PaidPartial',
  'Marked',
  'Invalid',
  'PaidOver',
] as const;
export type BtcpayAdditionalStatus = (typeof BTCPAY_ADDITIONAL_STATUSES)[number];

/** One coin (BTCPay payment method) of an invoice: what was due in it, at which rate, what came. */
export interface CryptoInvoiceMethod {
  /** BTCPay's payment method id, e.g. BTC-CHAIN. */
  paymentMethodId: string;
  /** The coin, e.g. BTC. */
  currency: string;
  /** The invoice's amount in this coin, as a decimal string. */
  amount: string;
  /** USD per coin at the invoice's locked rate, as a decimal string. */
  rate: string;
  /** What was paid in this coin, as a decimal string. */
  paid: string;
  /** BTCPay's ids of the payments received (for on-chain coins, the transaction and output). */
  transactionIds: string[];
}

/** A BTCPay invoice as the desk shows it. */
export interface CryptoInvoiceDetails {
  invoiceId: string;
  status: BtcpayInvoiceStatus;
  additionalStatus: BtcpayAdditionalStatus;
  /** The coins the student paid in, or could pay in while nothing has arrived. */
  methods: CryptoInvoiceMethod[];
  /** When BTCPay was last asked. */
  checkedAt: string;
}

/** POST /api/payments/crypto-invoice: a BTCPay invoice for a tier or a top-up. */
export interface CryptoInvoiceRequest {
  /** A tier id or 'topup'. */
  course: string;
  /** The top-up amount in whole dollars; a tier is priced by the catalogue. */
  price?: number | string;
  /** A promo code (any case): the server prices the payment with it or refuses it (PROMO_*). */
  promoCode?: string;
}

/** 201 from POST /api/payments/crypto-invoice: where to send the student. */
export interface CryptoInvoice extends PromoPricing {
  /** The payment's id; the return page follows it in GET /api/payments. */
  id: string;
  status: 'pending';
  amount: number;
  checkoutLink: string;
  expiresAt: string;
}

/** The student app's page that a BTCPay checkout returns to: /payments/return?id=<payment id>. */
export const CRYPTO_RETURN_PATH = '/payments/return';
export const CRYPTO_RETURN_ID_PARAM = 'id';

/** The simple-rest filter of GET /api/admin/payments, …/export.csv. */
export interface PaymentFilter {
  /** getMany: the payments with these ids. */
  id?: string[];
  status?: PaymentStatus;
  method?: PaymentMethod;
  provider?: PaymentProviderName;
  userId?: number;
  /** Matches the reference, the provider's id and the student's e-mail. */
  q?: string;
  /** Created on or after this date (YYYY-MM-DD or ISO). */
  from?: string;
  /** Created on or before this date (inclusive, YYYY-MM-DD or ISO). */
  to?: string;
  /** true: only payments whose reference another student's payment claims too; false: none of them. */
  conflict?: boolean;
  /** true: only pending payments held for staff with a review reason; false: all others. */
  needsStaff?: boolean;
  /** The payments a promo code priced (any case). */
  promoCode?: string;
}

/** POST /api/admin/payments/:id/reject. */
export interface RejectPaymentRequest {
  reason: string;
}

/** POST /api/admin/payments/:id/refund. */
export interface RefundPaymentRequest {
  reason: string;
  /** Default true: take back the top-up or the tier. False leaves the credit (audited). */
  reverseCredit?: boolean;
}

/** The longest reason staff may give when rejecting or refunding. */
export const PAYMENT_REASON_MAX_LENGTH = 500;
export const MANUAL_REFERENCE_MAX_LENGTH = 200;
export const TOPUP_AMOUNT_LIMITS = { min: 1, max: 100_000 } as const;

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
