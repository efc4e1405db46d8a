import simpleRestProvider from 'ra-data-simple-rest';
import {
  fetchUtils,
  HttpError,
  type DataProvider,
  type I18nProvider,
  type Identifier,
  type GetListParams,
  type GetListResult,
  type RaRecord,
} from 'react-admin';
import type {
  AuditFilter,
  BalanceAdjustmentRequest,
  AdminPayment,
  BulkBalanceJob,
  BulkBalancePreview,
  BulkBalanceRequest,
  ExportLink,
  LedgerEntry,
  MessageResponse,
  PaymentFilter,
  RefundPaymentRequest,
  RegistrationPeriod,
  RegistrationStats,
  RejectPaymentRequest,
  RevenueStats,
  StatsSummary,
  User,
  UserEnvelope,
  UserFilter,
  WebhookDeliveryRecord,
} from '@academy/contracts';
import {
  fieldErrorsOf,
  problemMessage,
  serverErrorText,
  type Problem,
} from '../components/server-error';
import { API_BASE_URL } from '../config/env';
import { i18nProvider as backOfficeI18n } from './i18n-provider';
import { staffSession } from './staff-session';

/** What a refused field shows on its input: react-admin's format for a text with values. */
const INPUT_ERROR_WITH_VALUES = '@@react-admin@@';

function inputError(problem: Problem): string {
  const message = problemMessage(problem);
  return typeof message === 'string'
    ? message
    : `${INPUT_ERROR_WITH_VALUES}${JSON.stringify(message)}`;
}

/**
 * A refused save as react-admin's forms read it: `errors` keyed by input (the first reason for
 * each, as a catalogue key with its numbers, which the input translates), `root.serverError` for
 * the form's notice, and the API's own list kept as `fieldErrors`.
 */
function formRefusal(error: unknown): unknown {
  if (!(error instanceof HttpError)) return error;
  const fields = fieldErrorsOf(error.body);
  if (fields.length === 0) return error;
  const byInput: Record<string, unknown> = {};
  for (const field of fields as (Problem & { field?: unknown })[]) {
    if (typeof field.field !== 'string' || field.field in byInput) continue;
    byInput[field.field] = inputError(field);
  }
  const body = error.body as Record<string, unknown>;
  return new HttpError(error.message, error.status, {
    ...body,
    errors: { ...byInput, root: { serverError: error.message } },
    fieldErrors: fields,
  });
}

const ADMIN_API = `${API_BASE_URL}/admin`;

/** The back office's name for the deleted users' view. */
export const DELETED_USERS = 'deleted-users';
/**
 * The back office's name for one user's audit trail, listed with filter { userId } from
 * /api/admin/users/:id/audit: readable by everyone who may read users, unlike the whole log.
 */
export const USER_AUDIT = 'user-audit';

const json = (body: unknown) => ({ method: 'POST', body: JSON.stringify(body) });

/** One page of a simple-rest list that is not a resource of its own, with its Content-Range total. */
export interface Page<T> {
  data: T[];
  total: number;
}

/** The ledger rows one payment caused: a handful at most, so the first page holds them all. */
const LEDGER_RANGE = encodeURIComponent(JSON.stringify([0, 99]));

/**
 * A money action sent with an Idempotency-Key: the API acts once per key, so a request repeated
 * (a resent form, a retried call) does not change the money twice.
 */
const moneyAction = (body: unknown, idempotencyKey: string) => ({
  ...json(body),
  headers: { Accept: 'application/json', 'Idempotency-Key': idempotencyKey },
});

export interface AcademyDataProvider extends DataProvider {
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
  getRegistrations(period: RegistrationPeriod): Promise<RegistrationStats>;
  getRevenue(period: RegistrationPeriod): Promise<RevenueStats>;
  /** Payment actions move money too: each sends an Idempotency-Key, one per user action. */
  confirmPayment(id: string, idempotencyKey?: string): Promise<AdminPayment>;
  rejectPayment(
    id: string,
    request: RejectPaymentRequest,
    idempotencyKey?: string,
  ): Promise<AdminPayment>;
  refundPayment(
    id: string,
    request: RefundPaymentRequest,
    idempotencyKey?: string,
  ): Promise<AdminPayment>;
  getPaymentReceipt(id: string): Promise<Blob>;
  getPaymentLedger(id: string): Promise<Page<LedgerEntry>>;
  /** One page of a user's balance changes, newest first. */
  getUserLedger(id: Identifier, page: number, perPage: number): Promise<Page<LedgerEntry>>;
  exportPayments(filter: PaymentFilter): Promise<ExportLink>;
  /** Brings back a user deleted within the restore window. */
  restoreUser(id: number): Promise<User>;
  /** Sets a staff account's password; its sessions end. */
  setStaffPassword(id: number, password: string): Promise<MessageResponse>;
  exportAudit(filter: AuditFilter): Promise<ExportLink>;
  /** One page of a webhook endpoint's delivery log, newest first. */
  getWebhookDeliveries(
    endpointId: Identifier,
    page: number,
    perPage: number,
  ): Promise<Page<WebhookDeliveryRecord>>;
  /** Queues a webhook.test event for this endpoint only. */
  sendWebhookTest(endpointId: Identifier): Promise<MessageResponse>;
  /** "Send again": the delivery is due at once. */
  retryWebhookDelivery(endpointId: Identifier, deliveryId: number): Promise<WebhookDeliveryRecord>;
}

/**
 * The back office's data provider, speaking `i18n`'s language in its errors: a refusal's message
 * is worded as the back office's dialogs word it (react-admin's own notices for a list or record
 * that failed to load show it), and create and update also give react-admin's forms each refused
 * field's reason for its input.
 */
export function createDataProvider(i18n: I18nProvider): AcademyDataProvider {
  const inStaffLanguage = (error: unknown): unknown => {
    if (error instanceof HttpError) {
      const text = serverErrorText(i18n.translate, i18n.getLocale(), error, {
        fallback: 'ra.notification.http_error',
      });
      return new HttpError(text, error.status, error.body);
    }
    // fetch's own failure (offline, refused): its message is the browser's English.
    if (error instanceof TypeError) {
      return new Error(i18n.translate('ra.notification.http_error'), { cause: error });
    }
    return error;
  };

  /** Every call carries the staff token as a Bearer header. */
  const httpClient = async (url: string, options: fetchUtils.Options = {}) => {
    const headers = new Headers(options.headers ?? { Accept: 'application/json' });
    const session = staffSession.get();
    if (session) headers.set('Authorization', `Bearer ${session.token}`);
    try {
      return await fetchUtils.fetchJson(url, { ...options, headers });
    } catch (error) {
      throw inStaffLanguage(error);
    }
  };

  /** A file the API sends only with the staff token (a receipt), so a plain link would not do. */
  async function fetchFile(url: string): Promise<Blob> {
    const session = staffSession.get();
    let response: Response;
    try {
      response = await fetch(url, {
        headers: session ? { Authorization: `Bearer ${session.token}` } : {},
      });
    } catch (error) {
      throw inStaffLanguage(error);
    }
    if (!response.ok) {
      const body: unknown = await response.json().catch(() => null);
      throw inStaffLanguage(new HttpError(response.statusText, response.status, body));
    }
    return response.blob();
  }

  /** A call's JSON answer, as the contract for that route describes it. */
  async function request<T>(url: string, options?: fetchUtils.Options): Promise<T> {
    return (await httpClient(url, options)).json as T;
  }

  async function requestPage<T>(url: string): Promise<Page<T>> {
    const response = await httpClient(url);
    const total = Number(response.headers.get('Content-Range')?.split('/').pop());
    const rows = response.json as T[];
    return { data: rows, total: Number.isFinite(total) ? total : rows.length };
  }

  const simpleRest = simpleRestProvider(ADMIN_API, httpClient, 'Content-Range');

  /**
   * The API answers X-Total-Exact: false when it stopped counting (a broad search over a big
   * table): the Content-Range total is then only a lower bound, so the list gets react-admin's
   * partial pagination (has a next page or not) instead of a total it would show as true.
   */
  const base: DataProvider = {
    ...simpleRest,
    create: (resource, params) =>
      simpleRest.create(resource, params).catch((error: unknown) => {
        throw formRefusal(error);
      }),
    update: (resource, params) =>
      simpleRest.update(resource, params).catch((error: unknown) => {
        throw formRefusal(error);
      }),
    async getList<RecordType extends RaRecord = RaRecord>(
      resource: string,
      params: GetListParams,
    ): Promise<GetListResult<RecordType>> {
      const { page, perPage } = params.pagination ?? { page: 1, perPage: 10 };
      const { field, order } = params.sort ?? { field: 'id', order: 'ASC' };
      const first = (page - 1) * perPage;
      const query = new URLSearchParams({
        sort: JSON.stringify([field, order]),
        range: JSON.stringify([first, first + perPage - 1]),
        filter: JSON.stringify(params.filter ?? {}),
      });
      const response = await httpClient(`${ADMIN_API}/${resource}?${query}`, {
        signal: params.signal,
      });
      const headers = response.headers;
      const data = response.json as RecordType[];
      const total = Number(headers.get('Content-Range')?.split('/').pop());
      if (headers.get('X-Total-Exact') === 'false' || !Number.isFinite(total)) {
        return {
          data,
          pageInfo: { hasPreviousPage: page > 1, hasNextPage: data.length === perPage },
        };
      }
      return { data, total };
    },
  };

  /**
   * ra-data-simple-rest over /api/admin/{users,payments,audit,staff}, plus the academy's own calls.
   * Its update sends the whole record: the API ignores the fields it keeps while they are unchanged.
   */
  return {
    ...base,
    getList: (resource, params) => {
      // The deleted users are the users resource with filter.deleted, shown as a view of their own.
      if (resource === DELETED_USERS) {
        return base.getList('users', { ...params, filter: { ...params.filter, deleted: true } });
      }
      if (resource === USER_AUDIT) {
        const { userId, ...filter } = params.filter as { userId: Identifier };
        return base.getList(`users/${encodeURIComponent(String(userId))}/audit`, {
          ...params,
          filter,
        });
      }
      return base.getList(resource, params);
    },
    restoreUser: (id) => request<User>(`${ADMIN_API}/users/${id}/restore`, { method: 'POST' }),
    setStaffPassword: (id, password) =>
      request<MessageResponse>(`${ADMIN_API}/staff/${id}/password`, json({ password })),
    exportAudit: (filter) =>
      request<ExportLink>(`${ADMIN_API}/audit/export-links`, json({ filter })),
    adjustBalance: (id, body, idempotencyKey = crypto.randomUUID()) =>
      request<User>(
        `${ADMIN_API}/users/${id}/balance-adjustments`,
        moneyAction(body, idempotencyKey),
      ),
    async setCourse(id, course) {
      const body = await request<UserEnvelope>(`${API_BASE_URL}/user/${id}/course`, {
        method: 'PUT',
        body: JSON.stringify({ course }),
      });
      return body.data;
    },
    async createOverdraft(id) {
      const body = await request<UserEnvelope>(`${API_BASE_URL}/user/overdraft/${id}`, {
        method: 'POST',
      });
      return body.data;
    },
    sendPasswordReset: (id) =>
      request<MessageResponse>(`${ADMIN_API}/users/${id}/password-reset`, { method: 'POST' }),
    previewBulkBalance: (body) =>
      request<BulkBalancePreview>(`${ADMIN_API}/users/bulk-balance/preview`, json(body)),
    bulkBalance: (body, idempotencyKey = crypto.randomUUID()) =>
      request<BulkBalanceJob>(`${ADMIN_API}/users/bulk-balance`, moneyAction(body, idempotencyKey)),
    getBulkBalanceJob: (id) =>
      request<BulkBalanceJob>(`${ADMIN_API}/users/bulk-balance/jobs/${encodeURIComponent(id)}`),
    getOpenBulkBalanceJobs: () => request<BulkBalanceJob[]>(`${ADMIN_API}/users/bulk-balance/jobs`),
    cancelBulkBalanceJob: (id) =>
      request<BulkBalanceJob>(
        `${ADMIN_API}/users/bulk-balance/jobs/${encodeURIComponent(id)}/cancel`,
        { method: 'POST' },
      ),
    exportUsers: (filter) =>
      request<ExportLink>(`${ADMIN_API}/users/export-links`, json({ filter })),
    getStatsSummary: () => request<StatsSummary>(`${ADMIN_API}/stats/summary`),
    getRegistrations: (period) =>
      request<RegistrationStats>(`${ADMIN_API}/stats/registrations?period=${period}`),
    getRevenue: (period) => request<RevenueStats>(`${ADMIN_API}/stats/revenue?period=${period}`),
    confirmPayment: (id, idempotencyKey = crypto.randomUUID()) =>
      request<AdminPayment>(
        `${ADMIN_API}/payments/${encodeURIComponent(id)}/confirm`,
        moneyAction({}, idempotencyKey),
      ),
    rejectPayment: (id, body, idempotencyKey = crypto.randomUUID()) =>
      request<AdminPayment>(
        `${ADMIN_API}/payments/${encodeURIComponent(id)}/reject`,
        moneyAction(body, idempotencyKey),
      ),
    refundPayment: (id, body, idempotencyKey = crypto.randomUUID()) =>
      request<AdminPayment>(
        `${ADMIN_API}/payments/${encodeURIComponent(id)}/refund`,
        moneyAction(body, idempotencyKey),
      ),
    getPaymentReceipt: (id) => fetchFile(`${ADMIN_API}/payments/${encodeURIComponent(id)}/receipt`),
    getPaymentLedger: (id) =>
      requestPage<LedgerEntry>(
        `${ADMIN_API}/payments/${encodeURIComponent(id)}/ledger?range=${LEDGER_RANGE}`,
      ),
    getUserLedger: (id, page, perPage) =>
      requestPage<LedgerEntry>(
        `${ADMIN_API}/users/${encodeURIComponent(String(id))}/ledger?range=${encodeURIComponent(
          JSON.stringify([(page - 1) * perPage, page * perPage - 1]),
        )}`,
      ),
    exportPayments: (filter) =>
      request<ExportLink>(`${ADMIN_API}/payments/export-links`, json({ filter })),
    getWebhookDeliveries: (endpointId, page, perPage) =>
      requestPage<WebhookDeliveryRecord>(
        `${ADMIN_API}/webhooks/${encodeURIComponent(String(endpointId))}/deliveries?range=${encodeURIComponent(
          JSON.stringify([(page - 1) * perPage, page * perPage - 1]),
        )}&sort=${encodeURIComponent(JSON.stringify(['id', 'DESC']))}`,
      ),
    sendWebhookTest: (endpointId) =>
      request<MessageResponse>(
        `${ADMIN_API}/webhooks/${encodeURIComponent(String(endpointId))}/test`,
        { method: 'POST' },
      ),
    retryWebhookDelivery: (endpointId, deliveryId) =>
      request<WebhookDeliveryRecord>(
        `${ADMIN_API}/webhooks/${encodeURIComponent(String(endpointId))}/deliveries/${deliveryId}/retry`,
        { method: 'POST' },
      ),
  };
}

/** The back office's data provider, in the language the staff member chose. */
export const dataProvider = createDataProvider(backOfficeI18n);
