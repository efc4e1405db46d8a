import { Check, Column, Entity, ForeignKey, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';
import type {
  CourseTierName,
  CryptoInvoiceDetails,
  PaymentFacts,
  PaymentKind,
  PaymentMethod,
  PaymentProviderName,
  PaymentStatus,
  ReceiptMediaType,
} from '@academy/contracts';
import {
  CreatedAtColumn,
  MoneyColumn,
  TimestampColumn,
  UpdatedAtColumn,
} from '../../common/database/columns.js';
import { UserEntity } from '../users/user.entity.js';

const PUBLIC_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a value can be a payment's public id; anything else must not reach a uuid column. */
export const isPaymentPublicId = (value: string): boolean => PUBLIC_ID.test(value);

/** A pending payment held with a reason: money arrived but not as asked, and staff decide. */
export const needsStaff = (payment: Pick<PaymentEntity, 'status' | 'reviewReason'>): boolean =>
  payment.status === 'pending' && payment.reviewReason !== null;

/** What the student's own list and the back office's desk both say of a payment. */
export function paymentFactsOf(payment: PaymentEntity): PaymentFacts {
  return {
    provider: payment.provider,
    method: payment.method,
    kind: payment.kind,
    tier: payment.tier,
    amount: payment.amount,
    currency: payment.currency,
    status: payment.status,
    reference: payment.reference,
  };
}

/**
 * One payment of any method. Indexes an entity cannot express (DESC columns, expressions,
 * pg_trgm) are written by migrations and only named here: payments_user on (user_id,
 * created_at DESC, id DESC), payments_created on (created_at DESC, id DESC), payments_status on
 * (status, created_at DESC, id DESC), payments_search a pg_trgm GIN index on the lower-cased
 * reference and provider reference.
 */
@Entity('payments')
@Check(
  'payments_provider_check',
  `provider IN ('sandbox', 'stripe', 'payport', 'btcpay', 'manual')`,
)
@Check(
  'payments_method_check',
  `method IN ('card', 'payport', 'crypto', 'p2p', 'coinumm', 'revoxpay')`,
)
@Check('payments_kind_check', `kind IN ('course', 'topup')`)
@Check('payments_amount_check', 'amount > 0')
@Check(
  'payments_status_check',
  `status IN ('pending', 'paid', 'failed', 'cancelled', 'rejected', 'refunded', 'expired')`,
)
@Check('payments_check', `(kind = 'course') = (tier IS NOT NULL)`)
@Check('payments_receipt_check', '(receipt_file IS NULL) = (receipt_type IS NULL)')
@Unique('payments_public_id_key', ['publicId'])
@Index('payments_provider_reference', ['provider', 'providerReference'], { unique: true })
@Index('payments_user', { synchronize: false })
@Index('payments_created', { synchronize: false })
@Index('payments_status', { synchronize: false })
// One claim of a reference per student and method; the claims of other students are found by
// its leading columns and shown to staff side by side.
@Index('payments_reference_claims', ['method', 'referenceKey', 'userId'], {
  unique: true,
  where: `provider = 'manual'`,
})
@Index('payments_search', { synchronize: false })
@Index('payments_pending_expiry', ['expiresAt'], {
  where: `status = 'pending' AND expires_at IS NOT NULL`,
})
@Index('payments_paid_at', ['paidAt'], { where: 'paid_at IS NOT NULL' })
@Index('payments_refunded_at', ['refundedAt'], { where: 'refunded_at IS NOT NULL' })
@Index('payments_promo_code', ['promoCode', 'createdAt'], { where: 'promo_code IS NOT NULL' })
@Index('payments_payment_intent', ['providerPaymentIntent'], {
  where: 'provider_payment_intent IS NOT NULL',
})
export class PaymentEntity {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'payments_pkey' })
  id: number;

  /** The id that leaves the server (URLs, provider metadata); the serial id stays inside. */
  @Column({ name: 'public_id', type: 'uuid' })
  publicId: string;

  @Column({ name: 'user_id', type: 'integer' })
  @ForeignKey(() => UserEntity, { name: 'payments_user_id_fkey' })
  userId: number;

  @Column({ type: 'varchar', length: 16 })
  provider: PaymentProviderName;

  /** How the student paid, as the overlay names it. */
  @Column({ type: 'varchar', length: 16 })
  method: PaymentMethod;

  /** The provider's id for this checkout (a Stripe session id, a PayPort payment id). */
  @Column({ name: 'provider_reference', type: 'varchar', length: 255, nullable: true })
  providerReference: string | null;

  /** Stripe's payment intent, from the completed session: what a refund names. */
  @Column({ name: 'provider_payment_intent', type: 'varchar', length: 255, nullable: true })
  providerPaymentIntent: string | null;

  /** Stripe's charge, which its refund and dispute events name. */
  @Column({ name: 'provider_charge', type: 'varchar', length: 255, nullable: true })
  providerCharge: string | null;

  /** The student's own reference of a manual payment (a transaction hash, a bank reference). */
  @Column({ type: 'varchar', length: 200, nullable: true })
  reference: string | null;

  /** The reference as claims are compared (see claimReferenceKey); manual payments only. */
  @Column({ name: 'reference_key', type: 'varchar', length: 200, nullable: true })
  referenceKey: string | null;

  /** Crypto only: the catalogue's option that was sent. */
  @Column({ type: 'varchar', length: 16, nullable: true })
  coin: string | null;

  @Column({ type: 'varchar', length: 16 })
  kind: PaymentKind;

  @Column({ type: 'varchar', length: 16, nullable: true })
  tier: CourseTierName | null;

  @MoneyColumn()
  amount: number;

  /** The promo code that priced it (upper-case), if any; its use is in promo_code_uses. */
  @Column({ name: 'promo_code', type: 'varchar', length: 40, nullable: true })
  promoCode: string | null;

  /** The price before the code's discount; null when no code applied (it is `amount`). */
  @MoneyColumn({ name: 'list_price', nullable: true })
  listPrice: number | null;

  /** What the code took off `list_price`; null when no code applied (nothing). */
  @MoneyColumn({ nullable: true })
  discount: number | null;

  @Column({ type: 'char', length: 3, default: 'USD' })
  currency: 'USD';

  @Column({ type: 'varchar', length: 16, default: 'pending' })
  status: PaymentStatus;

  /** Why staff rejected or refunded it; the student sees it. */
  @Column({ name: 'status_reason', type: 'varchar', length: 500, nullable: true })
  statusReason: string | null;

  /** Why it could not be credited automatically and waits for staff; the desk shows it. */
  @Column({ name: 'review_reason', type: 'varchar', length: 500, nullable: true })
  reviewReason: string | null;

  /** Staff confirmed or rejected it and the student has not been told yet. */
  @Column({ name: 'notice_pending', type: 'boolean', default: false })
  noticePending: boolean;

  /** The stored receipt's file name inside RECEIPTS_DIR (never a path the client chose). */
  @Column({ name: 'receipt_file', type: 'varchar', length: 100, nullable: true })
  receiptFile: string | null;

  @Column({ name: 'receipt_type', type: 'varchar', length: 32, nullable: true })
  receiptType: ReceiptMediaType | null;

  @Column({ name: 'receipt_size', type: 'integer', nullable: true })
  receiptSize: number | null;

  /** The student's course before a tier purchase was credited, restored by a refund. */
  @Column({ name: 'course_before', type: 'varchar', length: 100, nullable: true })
  courseBefore: string | null;

  /** Whether the refund took the credit back; null until refunded. */
  @Column({ name: 'credit_reversed', type: 'boolean', nullable: true })
  creditReversed: boolean | null;

  /** The staff account that confirmed, rejected or refunded it (no key: the log outlives it). */
  @Column({ name: 'decided_by', type: 'integer', nullable: true })
  decidedBy: number | null;

  /** A BTCPay invoice as BTCPay last reported it (status, coins, rates, transactions). */
  @Column({ name: 'crypto_invoice', type: 'jsonb', nullable: true })
  cryptoInvoice: CryptoInvoiceDetails | null;

  /** Where the student claims a BTCPay refund (BTCPay's pull payment page). */
  @Column({ name: 'refund_link', type: 'varchar', length: 500, nullable: true })
  refundLink: string | null;

  /** When a pending card or PayPort checkout lapses at its provider. */
  @TimestampColumn('expires_at', { nullable: true })
  expiresAt: Date | null;

  /**
   * Until when one replica's BTCPay recheck sweep holds this lapsed invoice: the others' passes
   * skip it, so BTCPay is asked about it once per pass across replicas.
   */
  @TimestampColumn('claimed_until', { nullable: true })
  claimedUntil: Date | null;

  @CreatedAtColumn()
  createdAt: Date;

  @UpdatedAtColumn()
  updatedAt: Date;

  @TimestampColumn('paid_at', { nullable: true })
  paidAt: Date | null;

  @TimestampColumn('refunded_at', { nullable: true })
  refundedAt: Date | null;
}
