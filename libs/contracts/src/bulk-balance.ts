import type { ErrorCode } from './errors.js';
import type { UserFilter } from './user-management.js';

export const BULK_BALANCE_MODES = ['set', 'add'] as const;
export type BulkBalanceMode = (typeof BULK_BALANCE_MODES)[number];

/** Whom a bulk change targets: the listed ids, or every user matching the search. */
export type BulkTarget = { ids: number[] } | { filter: UserFilter };

/** POST /api/admin/users/bulk-balance and …/bulk-balance/preview. */
export type BulkBalanceRequest = BulkTarget & {
  mode: BulkBalanceMode;
  /** USD; for 'add' it may be negative (a balance never goes below zero). */
  amount: number;
  /** Why, kept with every user's ledger row and in the audit log. */
  reason?: string;
};

export interface BulkBalancePreview {
  count: number;
  /** The sum of every user's change, in USD. */
  totalChange: number;
}

/**
 * The most users one bulk change may touch. The change runs as a background job, user by user,
 * so the bound is the frozen selection it keeps (one small row per user) and how long it runs:
 * a million users take about an hour on one replica.
 */
export const BULK_BALANCE_LIMIT = 1_000_000;

/** The most ids one request may list: a selection made by hand in the list. */
export const BULK_BALANCE_IDS_LIMIT = 10_000;

/** How many refused users a job lists with their reasons (the counts cover them all). */
export const BULK_BALANCE_REFUSALS_SHOWN = 100;

/** queued and running are open: one job at a time per target, and a worker will finish it. */
export const BULK_BALANCE_JOB_STATUSES = [
  'queued',
  'running',
  'done',
  'failed',
  'cancelled',
] as const;
export type BulkBalanceJobStatus = (typeof BULK_BALANCE_JOB_STATUSES)[number];
export const OPEN_BULK_BALANCE_JOB_STATUSES = [
  'queued',
  'running',
] as const satisfies readonly BulkBalanceJobStatus[];

/**
 * A user the job left as they were, and why: `code` (with `params` where a number matters) for an
 * app to word in its reader's language, `message` in English for integrators. NOT_FOUND for an id
 * that matches no user (unknown or deleted), INTERNAL for a change that failed on the server.
 */
export interface BulkBalanceRefusal {
  id: number;
  code: ErrorCode;
  params?: Record<string, number>;
  message: string;
}

/**
 * POST /api/admin/users/bulk-balance answers this (202) and GET …/bulk-balance/jobs/:id follows
 * it. The users are chosen when the job is created; each is changed once, on their own.
 */
export interface BulkBalanceJob {
  id: string;
  status: BulkBalanceJobStatus;
  mode: BulkBalanceMode;
  amount: number;
  /** Why staff made the change; null when none was given. */
  reason: string | null;
  /** Who started it: a staff username, or `api-key:<prefix>`. */
  createdBy: string;
  /** Users in the frozen selection. */
  total: number;
  /** Users done so far: succeeded + refused. */
  processed: number;
  succeeded: number;
  refused: number;
  /** processed / total as a whole percentage (100 for an empty job). */
  percentage: number;
  /** The first BULK_BALANCE_REFUSALS_SHOWN refused users, by id. */
  refusals: BulkBalanceRefusal[];
  /** Why a failed job stopped; null otherwise. */
  error: string | null;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
}
