import type { ReceiptMediaType } from './manual-payments.js';
import type {
  PaymentFacts,
  PaymentStatus,
  PaymentMethod,
  PaymentProviderName,
} from './payments.js';
import type { PromoPricing } from './promotions.js';

/** A payment in the back office's Payments resource (GET /api/admin/payments[/:id]). */
export interface AdminPayment extends PromoPricing, PaymentFacts {
  /** The public id (uuid); ledger rows and audit entries name it too. */
  id: string;
  userId: number;
  /** Null when the account was deleted (userDeleted) and its details are gone. */
  userEmail: string | null;
  userName: string | null;
  userDeleted: boolean;
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
