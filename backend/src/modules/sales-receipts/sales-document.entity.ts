import { Check, Column, Entity, ForeignKey, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';
import type { Locale, SalesDocumentKind } from '@academy/contracts';
import { TimestampColumn } from '../../common/database/columns.js';
import { PaymentEntity } from '../payments/payment.entity.js';
import { UserEntity } from '../users/user.entity.js';

/**
 * A sales receipt (a payment became paid) or a credit note (it was refunded): one of each per
 * payment at most, numbered when issued, never changed afterwards. The buyer is recorded as they
 * were then, for the accounts; the PDF is drawn from this row and the payment.
 */
@Entity('sales_documents')
@Check('sales_documents_kind_check', `kind IN ('receipt', 'credit_note')`)
@Unique('sales_documents_number_key', ['number'])
@Unique('sales_documents_payment_kind_key', ['paymentId', 'kind'])
@Index('sales_documents_unmailed', ['issuedAt'], { where: 'mailed_at IS NULL' })
export class SalesDocumentEntity {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'sales_documents_pkey' })
  id: number;

  @Column({ type: 'varchar', length: 16 })
  kind: SalesDocumentKind;

  /** `TA-2026-000123` or `CN-2026-000007`. */
  @Column({ type: 'varchar', length: 32 })
  number: string;

  @Column({ name: 'payment_id', type: 'integer' })
  @ForeignKey(() => PaymentEntity, { name: 'sales_documents_payment_id_fkey' })
  paymentId: number;

  @Column({ name: 'user_id', type: 'integer' })
  @ForeignKey(() => UserEntity, { name: 'sales_documents_user_id_fkey' })
  userId: number;

  @Column({ name: 'buyer_name', type: 'varchar', length: 201 })
  buyerName: string;

  @Column({ name: 'buyer_email', type: 'varchar', length: 254 })
  buyerEmail: string;

  /** The language the document is written in: the student's when it was issued. */
  @Column({ type: 'varchar', length: 2 })
  locale: Locale;

  /** The IANA time zone its dates are written in: the student's device's when it was issued. */
  @Column({ name: 'time_zone', type: 'varchar', length: 64, default: 'UTC' })
  timeZone: string;

  @TimestampColumn('issued_at', { default: () => 'now()' })
  issuedAt: Date;

  /** When it was mailed, or found no one to mail (a deleted account); null while waiting. */
  @TimestampColumn('mailed_at', { nullable: true })
  mailedAt: Date | null;
}
