import type { AuditAction, StaffRole } from '@academy/contracts';
import { Column, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAtColumn } from '../../common/database/columns.js';
import { PaymentEntity } from '../payments/payment.entity.js';
import { UserEntity } from '../users/user.entity.js';

/** The fields of a user an entry keeps, before or after the change. */
export type AuditSnapshot = Record<string, string | number | boolean | null>;

/**
 * One staff change to a user. The indexes sort newest first (DESC) or use lower(actor), which an
 * entity cannot express: migrations write them and they are only named here.
 */
@Entity('audit_log')
@Index('audit_log_created_at', { synchronize: false })
@Index('audit_log_target', { synchronize: false })
@Index('audit_log_actor', { synchronize: false })
@Index('audit_log_payment', { synchronize: false })
@Index('audit_log_action', { synchronize: false })
export class AuditLogEntryEntity {
  @PrimaryGeneratedColumn({ type: 'bigint', primaryKeyConstraintName: 'audit_log_pkey' })
  id: string;

  /** The staff account; no foreign key, so that the log outlives the account. */
  @Column({ name: 'actor_id', type: 'integer', nullable: true })
  actorId: number | null;

  /** The staff username and role at the time of the change; `api-key:<prefix>` for a key. */
  @Column({ type: 'varchar', length: 100 })
  actor: string;

  /** Null when the system or an API key acted. */
  @Column({ name: 'actor_role', type: 'varchar', length: 16, nullable: true })
  actorRole: StaffRole | null;

  /** The API key the change was made with; no foreign key, so that the log outlives the key. */
  @Column({ name: 'actor_api_key_id', type: 'integer', nullable: true })
  actorApiKeyId: number | null;

  @Column({ type: 'varchar', length: 32 })
  action: AuditAction;

  @Column({ name: 'target_user_id', type: 'integer', nullable: true })
  @ForeignKey(() => UserEntity, { name: 'audit_log_target_user_id_fkey' })
  targetUserId: number | null;

  /** The payment the change was about, so that a payment's audit trail can be listed. */
  @Column({ name: 'payment_id', type: 'integer', nullable: true })
  @ForeignKey(() => PaymentEntity, { name: 'audit_log_payment_id_fkey' })
  paymentId: number | null;

  @Column({ type: 'jsonb', nullable: true })
  before: AuditSnapshot | null;

  @Column({ type: 'jsonb', nullable: true })
  after: AuditSnapshot | null;

  @CreatedAtColumn()
  createdAt: Date;
}
