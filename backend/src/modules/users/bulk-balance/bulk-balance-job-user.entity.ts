import { Check, Column, Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';
import type { ErrorCode } from '@academy/contracts';
import { MoneyColumn } from '../../../common/database/columns.js';
import { BulkBalanceJobEntity } from './bulk-balance-job.entity.js';

/**
 * One user of a bulk balance job's frozen selection. Its outcome is written in the same
 * transaction as the user's balance change, so a resumed job never changes anyone twice.
 */
@Entity('bulk_balance_job_users')
@Check('bulk_balance_job_users_outcome_check', `outcome IN ('pending', 'applied', 'refused')`)
@Index('bulk_balance_job_users_refused', ['jobId', 'userId'], { where: `outcome = 'refused'` })
export class BulkBalanceJobUserEntity {
  @PrimaryColumn({
    name: 'job_id',
    type: 'uuid',
    primaryKeyConstraintName: 'bulk_balance_job_users_pkey',
  })
  @ForeignKey(() => BulkBalanceJobEntity, {
    name: 'bulk_balance_job_users_job_id_fkey',
    onDelete: 'CASCADE',
  })
  jobId: string;

  @PrimaryColumn({
    name: 'user_id',
    type: 'integer',
    primaryKeyConstraintName: 'bulk_balance_job_users_pkey',
  })
  userId: number;

  @Column({ type: 'varchar', length: 8, default: 'pending' })
  outcome: 'pending' | 'applied' | 'refused';

  @MoneyColumn({ name: 'balance_before', nullable: true })
  balanceBefore: number | null;

  @MoneyColumn({ name: 'balance_after', nullable: true })
  balanceAfter: number | null;

  /** Why a refused user was left as they were: the code the back office translates … */
  @Column({ type: 'varchar', length: 40, nullable: true })
  code: ErrorCode | null;

  /** … with its numbers … */
  @Column({ type: 'jsonb', nullable: true })
  params: Record<string, number> | null;

  /** … and the English message. */
  @Column({ type: 'varchar', length: 300, nullable: true })
  message: string | null;
}
