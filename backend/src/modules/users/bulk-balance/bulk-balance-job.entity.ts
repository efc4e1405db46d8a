import { Check, Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { BulkBalanceJobStatus, BulkBalanceMode } from '@academy/contracts';
import { CreatedAtColumn, MoneyColumn, TimestampColumn } from '../../../common/database/columns.js';
import type { StaffActor } from '../../../common/auth/principal.js';

/**
 * A bulk balance change run in the background: who asked, what it changes, its progress, and the
 * lease of the worker that runs it (`claimed_by` until `claimed_until`).
 */
@Entity('bulk_balance_jobs')
@Check(
  'bulk_balance_jobs_status_check',
  `status IN ('queued', 'running', 'done', 'failed', 'cancelled')`,
)
@Check('bulk_balance_jobs_mode_check', `mode IN ('set', 'add')`)
// A retried request finds its job; two open jobs for one target cannot both be inserted.
@Index('bulk_balance_jobs_idempotency', ['actorKey', 'idempotencyKey'], {
  unique: true,
  where: 'idempotency_key IS NOT NULL',
})
@Index('bulk_balance_jobs_open_target', ['targetKey'], {
  unique: true,
  where: `status IN ('queued', 'running')`,
})
@Index('bulk_balance_jobs_open', ['createdAt'], { where: `status IN ('queued', 'running')` })
export class BulkBalanceJobEntity {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'bulk_balance_jobs_pkey' })
  id: string;

  @Column({ type: 'jsonb' })
  actor: StaffActor;

  /** Whose idempotency keys these are: the staff member or the API key. */
  @Column({ name: 'actor_key', type: 'varchar', length: 50 })
  actorKey: string;

  @Column({ name: 'idempotency_key', type: 'varchar', length: 200, nullable: true })
  idempotencyKey: string | null;

  @Column({ name: 'request_hash', type: 'char', length: 64 })
  requestHash: string;

  /** The selection as the staff member made it; the users it froze are the job's users. */
  @Column({ type: 'jsonb' })
  target: unknown;

  @Column({ name: 'target_key', type: 'char', length: 64 })
  targetKey: string;

  @Column({ type: 'varchar', length: 8 })
  mode: BulkBalanceMode;

  @MoneyColumn()
  amount: number;

  /** Staff's reason, kept on every changed user's ledger row; null when none was given. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  note: string | null;

  @Column({ type: 'varchar', length: 16, default: 'queued' })
  status: BulkBalanceJobStatus;

  @Column({ type: 'integer', default: 0 })
  total: number;

  @Column({ type: 'integer', default: 0 })
  processed: number;

  @Column({ type: 'integer', default: 0 })
  succeeded: number;

  @Column({ type: 'integer', default: 0 })
  refused: number;

  /** How often a worker claimed the job; one claimed too often without finishing is failed. */
  @Column({ type: 'integer', default: 0 })
  claims: number;

  @Column({ name: 'claimed_by', type: 'uuid', nullable: true })
  claimedBy: string | null;

  @TimestampColumn('claimed_until', { nullable: true })
  claimedUntil: Date | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  error: string | null;

  @CreatedAtColumn()
  createdAt: Date;

  @TimestampColumn('started_at', { nullable: true })
  startedAt: Date | null;

  @TimestampColumn('finished_at', { nullable: true })
  finishedAt: Date | null;
}
