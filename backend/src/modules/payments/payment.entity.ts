import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type {
  CourseTierName,
  PaymentKind,
  PaymentProviderName,
  PaymentStatus,
} from '@academy/contracts';
import { decimal } from '../../database/column-transformers.js';

const PUBLIC_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a value can be a payment's public id; anything else must not reach a uuid column. */
export const isPaymentPublicId = (value: string): boolean => PUBLIC_ID.test(value);

@Entity('payments')
export class PaymentEntity {
  @PrimaryGeneratedColumn()
  id: number;

  /** The id that leaves the server (URLs, provider metadata); the serial id stays inside. */
  @Column({ name: 'public_id', type: 'uuid' })
  publicId: string;

  @Column({ name: 'user_id', type: 'integer' })
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

  @Column({ type: 'char', length: 3 })
  currency: 'USD';

  @Column({ type: 'varchar', length: 16 })
  status: PaymentStatus;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  @Column({ name: 'paid_at', type: 'timestamptz', nullable: true })
  paidAt: Date | null;
}
