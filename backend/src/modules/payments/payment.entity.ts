import { Check, Column, Entity, ForeignKey, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';
import type {
  CourseTierName,
  PaymentKind,
  PaymentProviderName,
  PaymentStatus,
} from '@academy/contracts';
import { decimal } from '../../database/column-transformers.js';
import { UserEntity } from '../users/user.entity.js';

const PUBLIC_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a value can be a payment's public id; anything else must not reach a uuid column. */
export const isPaymentPublicId = (value: string): boolean => PUBLIC_ID.test(value);

@Entity('payments')
@Check('payments_provider_check', `provider IN ('sandbox', 'stripe', 'payport')`)
@Check('payments_kind_check', `kind IN ('course', 'topup')`)
@Check('payments_amount_check', 'amount > 0')
@Check('payments_status_check', `status IN ('pending', 'paid', 'failed', 'cancelled')`)
@Check('payments_check', `(kind = 'course') = (tier IS NOT NULL)`)
@Unique('payments_public_id_key', ['publicId'])
@Index('payments_provider_reference', ['provider', 'providerReference'], { unique: true })
// On (user_id, created_at DESC, id DESC): an entity cannot say DESC, so migrations write it.
@Index('payments_user', { synchronize: false })
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

  /** The provider's id for this checkout (a Stripe session id, a PayPort payment id). */
  @Column({ name: 'provider_reference', type: 'varchar', length: 255, nullable: true })
  providerReference: string | null;

  @Column({ type: 'varchar', length: 16 })
  kind: PaymentKind;

  @Column({ type: 'varchar', length: 16, nullable: true })
  tier: CourseTierName | null;

  @Column({ type: 'numeric', precision: 14, scale: 2, transformer: decimal })
  amount: number;

  @Column({ type: 'char', length: 3, default: 'USD' })
  currency: 'USD';

  @Column({ type: 'varchar', length: 16, default: 'pending' })
  status: PaymentStatus;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt: Date;

  @Column({ name: 'paid_at', type: 'timestamptz', nullable: true })
  paidAt: Date | null;
}
