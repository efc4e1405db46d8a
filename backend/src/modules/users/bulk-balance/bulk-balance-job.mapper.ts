import { ERROR_CODES, type BulkBalanceJob, type BulkBalanceRefusal } from '@academy/contracts';
import { ApiException } from '../../../common/http/api-exception.js';
import { BalanceRefused } from '../balance/balance-refused.js';
import { actorName } from '../../audit/index.js';
import type { BulkBalanceJobUserEntity } from './bulk-balance-job-user.entity.js';
import type { BulkBalanceJobEntity } from './bulk-balance-job.entity.js';

/** The columns of a refused user the API reports. */
export type RefusedUser = Pick<BulkBalanceJobUserEntity, 'userId' | 'code' | 'params' | 'message'>;

export function toRefusal({ userId, code, params, message }: RefusedUser): BulkBalanceRefusal {
  // A refused user always has its code and message: the refusal writes both.
  return params
    ? { id: userId, code: code!, params, message: message! }
    : { id: userId, code: code!, message: message! };
}

const iso = (at: Date | null) => (at === null ? null : at.toISOString());

export function toBulkBalanceJob(
  job: BulkBalanceJobEntity,
  refusals: BulkBalanceRefusal[],
): BulkBalanceJob {
  return {
    id: job.id,
    status: job.status,
    mode: job.mode,
    amount: job.amount,
    reason: job.note,
    createdBy: actorName(job.actor),
    total: job.total,
    processed: job.processed,
    succeeded: job.succeeded,
    refused: job.refused,
    // Rounded down, so that 100 means every user is done.
    percentage: job.total === 0 ? 100 : Math.floor((job.processed * 100) / job.total),
    refusals,
    error: job.error,
    createdAt: job.createdAt.toISOString(),
    startedAt: iso(job.startedAt),
    finishedAt: iso(job.finishedAt),
  };
}

/** Why a user was left as they were, as the job reports it. */
export function refusalOf(error: unknown): Omit<BulkBalanceRefusal, 'id'> {
  if (error instanceof BalanceRefused) {
    return { code: error.code, params: error.params, message: error.message };
  }
  if (error instanceof ApiException) return { code: error.code, message: error.message };
  return { code: ERROR_CODES.INTERNAL, message: 'The balance could not be changed' };
}
