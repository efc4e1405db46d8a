import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { CreatedAtColumn, TimestampColumn } from '../database/columns.js';

/**
 * The first answer to a request sent with an Idempotency-Key, kept 24 hours so that a repeat
 * answers the same without acting again. `status` is null while the first request is running, or
 * when its process died before answering.
 */
@Entity('idempotency_keys')
@Index('idempotency_keys_created_at', ['createdAt'])
export class IdempotencyRecordEntity {
  /** `staff:<id>` or `student:<id>`: one caller's key never answers another's request. */
  @PrimaryColumn({ type: 'varchar', length: 64, primaryKeyConstraintName: 'idempotency_keys_pkey' })
  actor: string;

  @PrimaryColumn({
    type: 'varchar',
    length: 200,
    primaryKeyConstraintName: 'idempotency_keys_pkey',
  })
  key: string;

  /** The method and path, e.g. `POST /api/admin/users/7/balance-adjustments`. */
  @PrimaryColumn({
    type: 'varchar',
    length: 300,
    primaryKeyConstraintName: 'idempotency_keys_pkey',
  })
  route: string;

  /** SHA-256 of the body: the same key with another body is refused. */
  @Column({ name: 'request_hash', type: 'char', length: 64 })
  requestHash: string;

  @Column({ type: 'smallint', nullable: true })
  status: number | null;

  @Column({ type: 'jsonb', nullable: true })
  body: object | null;

  /**
   * The running attempt's own id: a repeat that takes over an attempt whose lease ran out gives it
   * a new one, and the old attempt's transaction then fails to commit (see committedAt).
   */
  @Column({ name: 'claim_id', type: 'uuid', nullable: true })
  claimId: string | null;

  /** While the first request is running, until when it holds the key; null once answered. */
  @TimestampColumn('claimed_until', { nullable: true })
  claimedUntil: Date | null;

  /**
   * Set in the action's own transaction, as it commits: a key whose attempt died with nothing
   * committed may run again, one whose change committed never does.
   */
  @TimestampColumn('committed_at', { nullable: true })
  committedAt: Date | null;

  @CreatedAtColumn()
  createdAt: Date;
}
