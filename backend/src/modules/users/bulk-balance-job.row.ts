import type {
  BulkBalanceJob,
  BulkBalanceJobStatus,
  BulkBalanceMode,
  BulkBalanceRefusal,
  ErrorCode,
} from '@academy/contracts';
import type { StaffActor } from '../../common/auth/principal.js';
import { apiKeyActorName } from '../audit/index.js';

/** A bulk_balance_jobs row as the API reads it (the worker's lease columns left out). */
export interface BulkBalanceJobRow {
  id: string;
  actor: StaffActor;
  status: BulkBalanceJobStatus;
  mode: BulkBalanceMode;
  amount: string;
  total: number;
  processed: number;
  succeeded: number;
  refused: number;
  error: string | null;
  created_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
}

export const BULK_BALANCE_JOB_COLUMNS = `id, actor, status, mode, amount::text AS amount, total,
  processed, succeeded, refused, error, created_at, started_at, finished_at`;

/** A refused user's row of the job's selection. */
export interface RefusalRow {
  id: number;
  code: ErrorCode;
  /** jsonb: an object from PostgreSQL, and from the embedded database too. */
  params: Record<string, number> | null;
  message: string;
}

export function toRefusal({ id, code, params, message }: RefusalRow): BulkBalanceRefusal {
  return params ? { id: Number(id), code, params, message } : { id: Number(id), code, message };
}

const iso = (at: Date | string | null) => (at === null ? null : new Date(at).toISOString());

export function toBulkBalanceJob(
  row: BulkBalanceJobRow,
  refusals: BulkBalanceRefusal[],
): BulkBalanceJob {
  return {
    id: row.id,
    status: row.status,
    mode: row.mode,
    amount: Number(row.amount),
    createdBy: row.actor.kind === 'staff' ? row.actor.username : apiKeyActorName(row.actor.prefix),
    total: row.total,
    processed: row.processed,
    succeeded: row.succeeded,
    refused: row.refused,
    // Rounded down, so that 100 means every user is done.
    percentage: row.total === 0 ? 100 : Math.floor((row.processed * 100) / row.total),
    refusals,
    error: row.error,
    createdAt: iso(row.created_at)!,
    startedAt: iso(row.started_at),
    finishedAt: iso(row.finished_at),
  };
}
