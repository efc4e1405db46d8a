import simpleRestProvider from 'ra-data-simple-rest';
import {
  fetchUtils,
  HttpError,
  type DataProvider,
  type RaRecord,
  type UpdateParams,
} from 'react-admin';
import type {
  AccountUpdateRequest,
  BulkBalancePreview,
  BulkBalanceRequest,
  BulkBalanceResult,
  MessageResponse,
  RegistrationPeriod,
  RegistrationStats,
  StatsSummary,
  User,
  UserEnvelope,
  UserFilter,
} from '@academy/contracts';
import { API_BASE_URL } from '../config/env';
import { staffSession } from './staff-session';

/** Every call carries the staff token as a Bearer header. */
export const httpClient = (url: string, options: fetchUtils.Options = {}) => {
  const headers = new Headers(options.headers ?? { Accept: 'application/json' });
  const session = staffSession.get();
  if (session) headers.set('Authorization', `Bearer ${session.token}`);
  return fetchUtils.fetchJson(url, { ...options, headers });
};

/** A call's JSON answer, as the contract for that route describes it. */
async function request<T>(url: string, options?: fetchUtils.Options): Promise<T> {
  return (await httpClient(url, options)).json as T;
}

const ADMIN_API = `${API_BASE_URL}/admin`;
const ACCOUNT_FIELDS = ['username', 'lastname', 'email', 'contact', 'avatar'] as const;

const base = simpleRestProvider(ADMIN_API, httpClient, 'Content-Range');

/** Only the account fields that changed: the API refuses anything else. */
function accountChanges(params: UpdateParams<User>): AccountUpdateRequest {
  const changes: AccountUpdateRequest = {};
  for (const field of ACCOUNT_FIELDS) {
    const next = params.data[field];
    if (next !== undefined && next !== params.previousData?.[field]) {
      (changes as Record<string, unknown>)[field] = next;
    }
  }
  return changes;
}

const json = (body: unknown) => ({ method: 'POST', body: JSON.stringify(body) });

export interface AcademyDataProvider extends DataProvider {
  setBalance(id: number, balance: number): Promise<User>;
  setCourse(id: number, course: string): Promise<User>;
  createOverdraft(id: number): Promise<User>;
  sendPasswordReset(id: number): Promise<MessageResponse>;
  previewBulkBalance(request: BulkBalanceRequest): Promise<BulkBalancePreview>;
  bulkBalance(request: BulkBalanceRequest): Promise<BulkBalanceResult>;
  exportUsers(filter: UserFilter): Promise<Blob>;
  getStatsSummary(): Promise<StatsSummary>;
  getRegistrations(period: RegistrationPeriod): Promise<RegistrationStats>;
}

/** ra-data-simple-rest over /api/admin/{users,audit}, plus the academy's own calls. */
export const dataProvider: AcademyDataProvider = {
  ...base,
  update: <RecordType extends RaRecord>(resource: string, params: UpdateParams) =>
    resource === 'users'
      ? request<RecordType>(`${ADMIN_API}/users/${params.id}`, {
          method: 'PUT',
          body: JSON.stringify(accountChanges(params as UpdateParams<User>)),
        }).then((data) => ({ data }))
      : base.update<RecordType>(resource, params),
  async setBalance(id, balance) {
    const body = await request<UserEnvelope>(`${API_BASE_URL}/user/${id}/balance`, {
      method: 'PUT',
      body: JSON.stringify({ balance }),
    });
    return body.data;
  },
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
  bulkBalance: (body) => request<BulkBalanceResult>(`${ADMIN_API}/users/bulk-balance`, json(body)),
  async exportUsers(filter) {
    const session = staffSession.get();
    const response = await fetch(
      `${ADMIN_API}/users/export.csv?filter=${encodeURIComponent(JSON.stringify(filter))}`,
      { headers: session ? { Authorization: `Bearer ${session.token}` } : {} },
    );
    if (!response.ok) throw new HttpError('Export failed', response.status);
    return response.blob();
  },
  getStatsSummary: () => request<StatsSummary>(`${ADMIN_API}/stats/summary`),
  getRegistrations: (period) =>
    request<RegistrationStats>(`${ADMIN_API}/stats/registrations?period=${period}`),
};
