import type {
  BalanceAdjustmentRequest,
  BulkBalanceJob,
  BulkBalancePreview,
  BulkBalanceRequest,
  ExportLink,
  LedgerEntry,
  MessageResponse,
  StatsSummary,
  User,
  UserFilter,
} from '@academy/contracts';
import type { Identifier } from 'react-admin';
import {
  ADMIN_API,
  json,
  moneyAction,
  pageRange,
  type AdminHttp,
  type Page,
} from '../../providers/admin-http';

/** The users' calls that are not plain CRUD. */
export interface UsersDataProvider {
  /**
   * Adds a signed amount to the balance as it is at that moment (never an absolute value). One
   * user action sends one key, however many times it is sent.
   */
  adjustBalance(
    id: number,
    request: BalanceAdjustmentRequest,
    idempotencyKey?: string,
  ): Promise<User>;
  setCourse(id: number, course: string): Promise<User>;
  createOverdraft(id: number): Promise<User>;
  sendPasswordReset(id: number): Promise<MessageResponse>;
  /** Confirms the user's e-mail without the mailed link (audited). */
  markEmailVerified(id: number): Promise<User>;
  previewBulkBalance(request: BulkBalanceRequest): Promise<BulkBalancePreview>;
  /** Queues the change; the job's progress is read with getBulkBalanceJob. */
  bulkBalance(request: BulkBalanceRequest, idempotencyKey?: string): Promise<BulkBalanceJob>;
  getBulkBalanceJob(id: string): Promise<BulkBalanceJob>;
  /** The changes still queued or running: shown again after a reload. */
  getOpenBulkBalanceJobs(): Promise<BulkBalanceJob[]>;
  /** Stops a running change; the users already changed stay changed. */
  cancelBulkBalanceJob(id: string): Promise<BulkBalanceJob>;
  /** A short-lived link the browser follows to save the CSV straight to disk. */
  exportUsers(filter: UserFilter): Promise<ExportLink>;
  getStatsSummary(): Promise<StatsSummary>;
  /** One page of a user's balance changes, newest first. */
  getUserLedger(id: Identifier, page: number, perPage: number): Promise<Page<LedgerEntry>>;
  /** Brings back a user deleted within the restore window. */
  restoreUser(id: number): Promise<User>;
}

const BULK_BALANCE = `${ADMIN_API}/users/bulk-balance`;

export function usersDataProvider({ request, requestPage }: AdminHttp): UsersDataProvider {
  return {
    adjustBalance: (id, body, idempotencyKey = crypto.randomUUID()) =>
      request<User>(
        `${ADMIN_API}/users/${id}/balance-adjustments`,
        moneyAction(body, idempotencyKey),
      ),
    setCourse: (id, course) =>
      request<User>(`${ADMIN_API}/users/${id}/course`, {
        method: 'PUT',
        body: JSON.stringify({ course }),
      }),
    createOverdraft: (id) =>
      request<User>(`${ADMIN_API}/users/${id}/overdraft`, { method: 'POST' }),
    sendPasswordReset: (id) =>
      request<MessageResponse>(`${ADMIN_API}/users/${id}/password-reset`, { method: 'POST' }),
    markEmailVerified: (id) =>
      request<User>(`${ADMIN_API}/users/${id}/verify-email`, { method: 'POST' }),
    previewBulkBalance: (body) =>
      request<BulkBalancePreview>(`${BULK_BALANCE}/preview`, json(body)),
    bulkBalance: (body, idempotencyKey = crypto.randomUUID()) =>
      request<BulkBalanceJob>(BULK_BALANCE, moneyAction(body, idempotencyKey)),
    getBulkBalanceJob: (id) =>
      request<BulkBalanceJob>(`${BULK_BALANCE}/jobs/${encodeURIComponent(id)}`),
    getOpenBulkBalanceJobs: () => request<BulkBalanceJob[]>(`${BULK_BALANCE}/jobs`),
    cancelBulkBalanceJob: (id) =>
      request<BulkBalanceJob>(`${BULK_BALANCE}/jobs/${encodeURIComponent(id)}/cancel`, {
        method: 'POST',
      }),
    exportUsers: (filter) =>
      request<ExportLink>(`${ADMIN_API}/users/export-links`, json({ filter })),
    getStatsSummary: () => request<StatsSummary>(`${ADMIN_API}/stats/summary`),
    getUserLedger: (id, page, perPage) =>
      requestPage<LedgerEntry>(
        `${ADMIN_API}/users/${encodeURIComponent(String(id))}/ledger?range=${pageRange(page, perPage)}`,
      ),
    restoreUser: (id) => request<User>(`${ADMIN_API}/users/${id}/restore`, { method: 'POST' }),
  };
}
