import type { ErrorCode } from './errors.js';
import type { StaffRole } from './auth.js';
import type { CourseTierName } from './catalogue.js';
import type { PaymentMethod } from './payments.js';
import type { User } from './user.js';

export interface BalanceUpdateRequest {
  balance: number;
  /** The balance the change was decided on: when it has moved meanwhile, 409 and nothing changes. */
  expectedBalance?: number;
}

/** POST /api/admin/users/:id/balance-adjustments: adds a signed amount to the balance as it is. */
export interface BalanceAdjustmentRequest {
  /** USD, by the shared money rule; negative to subtract. */
  amount: number;
  /** A note kept in the audit log. */
  reason?: string;
}

export const BALANCE_ADJUSTMENT_REASON_MAX_LENGTH = 200;

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

export const AUDIT_ACTIONS = [
  'balance',
  'course',
  'account',
  'delete',
  'overdraft',
  'payment_confirm',
  'payment_reject',
  'payment_refund',
  'sign_in_unlock',
  /** Staff downloaded GET /api/admin/users/export.csv (the filter is in `after`). */
  'users_export',
  /** The system recorded money that arrived for a deleted account (actor 'system'). */
  'payment_deleted_account',
  /** Staff downloaded GET /api/admin/payments/export.csv (the filter is in `after`). */
  'payment_export',
  /** Staff mailed a student a password-reset link. */
  'password_reset',
  /** A staff member signed in to the back office (actor: that staff member). */
  'staff_sign_in',
  /** A wrong password for a staff username (actor 'system'; the username in `after`). */
  'staff_sign_in_failed',
  /** Staff accounts: made, given another role, disabled, enabled, given a new password. */
  'staff_create',
  'staff_role',
  'staff_disable',
  'staff_enable',
  'staff_password',
  /** Staff downloaded GET /api/admin/audit/export.csv (the filter is in `after`). */
  'audit_export',
  /** An admin brought a deleted student back within the restore window. */
  'user_restore',
  /** The system replaced a long-deleted student's personal data with anonymous values. */
  'user_purge',
  /** Integrators' API keys: made (the key itself is never recorded) and revoked. */
  'api_key_create',
  'api_key_revoke',
  /** Outbound webhook endpoints: registered, changed (URL, events, active), removed. */
  'webhook_create',
  'webhook_update',
  'webhook_delete',
  /** A bulk balance change was queued (`after`: the job, its target, mode, amount and users). */
  'bulk_balance_start',
  /** A bulk balance change ended: done, failed or cancelled (`after`: its counts). */
  'bulk_balance_finish',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export interface AuditEntry {
  id: number;
  /** The staff username, `api-key:<prefix>` for a change made with an API key, or 'system' for
   * what no person did (a provider's event). */
  actor: string;
  /** Null for the system and for API keys. */
  actorRole: StaffRole | null;
  /** The API key's id when the change was made with one; null otherwise. */
  actorApiKeyId: number | null;
  action: AuditAction;
  targetUserId: number | null;
  /** The payment's public id when the change was about a payment. */
  paymentId: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  created_at: string;
}

/** How long a deleted student can be restored; after it their personal data is removed. */
export const USER_RESTORE_DAYS = 30;

/** GET /api/admin/users with filter.deleted=true: a deleted student, with the time of deletion. */
export interface DeletedUser extends User {
  deleted_at: string;
  /** When the restore window closes and the personal data is removed. */
  purge_at: string;
}

/** GET /api/admin/staff (simple-rest: range, sort, Content-Range) and GET /api/admin/staff/:id. */
export interface StaffAccount {
  id: number;
  username: string;
  role: StaffRole;
  disabled: boolean;
  createdAt: string;
  /** The last successful sign-in to the back office, null for never. */
  lastSignInAt: string | null;
}

/** The fields GET /api/admin/staff sorts by. */
export const STAFF_SORT_FIELDS = ['id', 'username', 'role', 'createdAt', 'lastSignInAt'] as const;
export type StaffSortField = (typeof STAFF_SORT_FIELDS)[number];

/** POST /api/admin/staff. */
export interface StaffAccountCreateRequest {
  username: string;
  role: StaffRole;
  /** The initial password, at least STAFF_PASSWORD_MIN_LENGTH characters. */
  password: string;
}

/** PUT /api/admin/staff/:id: a disabled or demoted account is signed out at once. */
export interface StaffAccountUpdateRequest {
  role?: StaffRole;
  disabled?: boolean;
}

/** POST /api/admin/staff/:id/password: signs the account out everywhere. */
export interface StaffPasswordRequest {
  password: string;
}

/** The staff account rules, the same for the back office, the API and `npm run admin:create`. */
export const STAFF_PASSWORD_MIN_LENGTH = 12;
export const STAFF_PASSWORD_MAX_LENGTH = 1024;
export const STAFF_USERNAME_PATTERN = /^[A-Za-z0-9._@-]{3,100}$/;

/** GET /api/admin/audit and …/audit/export.csv: `from` and `to` are YYYY-MM-DD (whole UTC days). */
export interface AuditFilter {
  targetUserId?: number;
  action?: AuditAction;
  actor?: string;
  paymentId?: string;
  from?: string;
  to?: string;
}

/** Why a balance changed: one row per change in the balance ledger. */
export const LEDGER_REASONS = [
  'admin_set',
  'overdraft_grant',
  'overdraft_reclaim',
  'payment',
  'payment_reversal',
] as const;
export type LedgerReason = (typeof LEDGER_REASONS)[number];

/**
 * One balance change, newest first: GET /api/admin/users/:id/ledger and
 * GET /api/admin/payments/:id/ledger (simple-rest: range, sort, Content-Range).
 */
export interface LedgerEntry {
  /** A bigint, sent as text. */
  id: string;
  userId: number;
  /** The signed change in USD. */
  amount: number;
  balanceAfter: number;
  reason: LedgerReason;
  /** The staff member's username, or null for the system (a webhook, the trial's expiry). */
  actor: string | null;
  /** The payment's public id when a payment caused the change. */
  paymentId: string | null;
  createdAt: string;
}

/** GET /api/admin/stats/revenue: paid minus refunded per bucket, in USD. */
export interface RevenuePoint {
  /** Calendar date, YYYY-MM-DD (the bucket's first day). */
  date: string;
  paid: number;
  refunded: number;
  net: number;
  /** Net revenue by method in this bucket; methods without money are omitted. */
  byMethod: Partial<Record<PaymentMethod, number>>;
}

export interface RevenueStats {
  period: RegistrationPeriod;
  from: string;
  to: string;
  points: RevenuePoint[];
  /** Net revenue inside the window. */
  total: number;
  byMethod: { method: PaymentMethod; amount: number }[];
  byTier: { tier: CourseTierName | 'topup'; amount: number }[];
  /** Students registered inside the window, and how many of them paid inside it. */
  newStudents: number;
  newStudentsPaid: number;
  /** newStudentsPaid / newStudents, 0 when nobody registered. */
  paidShare: number;
}

export const BULK_BALANCE_MODES = ['set', 'add'] as const;
export type BulkBalanceMode = (typeof BULK_BALANCE_MODES)[number];

/**
 * How recently a user was last active, as the users list filters it: online within the badge's
 * online minutes, today within 24 hours, week within 7 days (each includes the shorter ones),
 * older for everyone else, including those never active.
 */
export const USER_ACTIVITY_FILTERS = ['online', 'today', 'week', 'older'] as const;
export type UserActivityFilter = (typeof USER_ACTIVITY_FILTERS)[number];

/** The course filter's choice for every course that is not a preset. */
export const CUSTOM_COURSE_FILTER = 'CUSTOM';

/**
 * The users search (GET /api/admin/users, …/export.csv, a bulk change); every condition given
 * must hold, and an empty filter matches everyone.
 */
export interface UserFilter {
  /** Case-insensitive substring of the id, e-mail or phone digits. */
  q?: string;
  /** A preset (NONE included), CUSTOM for any non-preset course, or a custom course's name. */
  course?: string;
  /** USD, inclusive. */
  balanceMin?: number;
  balanceMax?: number;
  /** true: the trial is running (granted, not yet taken back); false: it is not. */
  overdraft?: boolean;
  /** Registered on or after, and on or before, these instants (ISO 8601) or calendar dates. */
  createdFrom?: string;
  createdTo?: string;
  activity?: UserActivityFilter;
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

/** POST /api/admin/{users,audit,payments}/export-links: a download that needs no header. */
export interface ExportLink {
  /** The API path with its signature, to be opened by the browser (relative to the API's origin). */
  url: string;
  expiresAt: string;
}

/** How long an export link can be followed. */
export const EXPORT_LINK_SECONDS = 60;

/** A balance is USD with cents, from zero up to what NUMERIC(14,2) holds. */
export const BALANCE_LIMITS = { min: 0, max: 999_999_999_999.99 } as const;
