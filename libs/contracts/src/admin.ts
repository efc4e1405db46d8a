import type { StaffRole } from './auth.js';

export interface BalanceUpdateRequest {
  balance: number;
}

export interface CourseUpdateRequest {
  course: string;
}

export interface AccountUpdateRequest {
  username?: string;
  lastname?: string;
  email?: string;
  contact?: string;
  avatar?: string | null;
}

export interface StatsSummary {
  totalUsers: number;
  totalBalance: number;
  activeCourses: number;
  noCourse: number;
}

export const REGISTRATION_PERIODS = ['day', 'week', 'month', 'year'] as const;
export type RegistrationPeriod = (typeof REGISTRATION_PERIODS)[number];

export interface RegistrationPoint {
  /** Calendar date, YYYY-MM-DD. */
  date: string;
  count: number;
}

export interface RegistrationStats {
  period: RegistrationPeriod;
  from: string;
  to: string;
  points: RegistrationPoint[];
  /** Registrations inside the window, whereas totalUsers counts every account. */
  total: number;
  totalUsers: number;
}

export const AUDIT_ACTIONS = ['balance', 'course', 'account', 'delete', 'overdraft'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export interface AuditEntry {
  id: number;
  actor: string;
  actorRole: StaffRole;
  action: AuditAction;
  targetUserId: number | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  created_at: string;
}

export const BULK_BALANCE_MODES = ['set', 'add'] as const;
export type BulkBalanceMode = (typeof BULK_BALANCE_MODES)[number];

/** The users search (GET /api/admin/users, …/export.csv, a bulk change): no `q` matches everyone. */
export interface UserFilter {
  q?: string;
}

/** Whom a bulk change targets: the listed ids, or every user matching the search. */
export type BulkTarget = { ids: number[] } | { filter: UserFilter };

/** POST /api/admin/users/bulk-balance and …/bulk-balance/preview. */
export type BulkBalanceRequest = BulkTarget & {
  mode: BulkBalanceMode;
  /** USD; for 'add' it may be negative (a balance never goes below zero). */
  amount: number;
};

export interface BulkBalancePreview {
  count: number;
  /** The sum of every user's change, in USD. */
  totalChange: number;
}

export type BulkBalanceOutcome =
  | { id: number; ok: true; before: number; after: number }
  | { id: number; ok: false; message: string };

export interface BulkBalanceResult {
  succeeded: number;
  failed: number;
  results: BulkBalanceOutcome[];
}

/** The most users one bulk change may touch. */
export const BULK_BALANCE_LIMIT = 10_000;

/** A balance is USD with cents, from zero up to what NUMERIC(14,2) holds. */
export const BALANCE_LIMITS = { min: 0, max: 999_999_999_999.99 } as const;
