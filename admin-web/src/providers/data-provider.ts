import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils, HttpError, type DataProvider, type UpdateParams } from 'react-admin';
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
  exportUsers(filter: { q?: string }): Promise<Blob>;
  getStatsSummary(): Promise<StatsSummary>;
  getRegistrations(period: RegistrationPeriod): Promise<RegistrationStats>;
}

/** ra-data-simple-rest over /api/admin/{users,audit}, plus the academy's own calls. */
export const dataProvider: AcademyDataProvider = {
  ...base,
  update: (resource, params) =>
    resource === 'users'
      ? httpClient(`${ADMIN_API}/users/${params.id}`, {
          method: 'PUT',
          body: JSON.stringify(accountChanges(params as UpdateParams<User>)),
        }).then(({ json: data }) => ({ data }))
      : base.update(resource, params),
  async setBalance(id, balance) {
    const { json: body } = await httpClient(`${API_BASE_URL}/user/${id}/balance`, {
      method: 'PUT',
      body: JSON.stringify({ balance }),
    });
    return (body as UserEnvelope).data;
  },
  async setCourse(id, course) {
    const { json: body } = await httpClient(`${API_BASE_URL}/user/${id}/course`, {
      method: 'PUT',
      body: JSON.stringify({ course }),
    });
    return (body as UserEnvelope).data;
  },
  async createOverdraft(id) {
    const { json: body } = await httpClient(`${API_BASE_URL}/user/overdraft/${id}`, {
      method: 'POST',
    });
    return (body as UserEnvelope).data;
  },
  async sendPasswordReset(id) {
    return (await httpClient(`${ADMIN_API}/users/${id}/password-reset`, { method: 'POST' }))
      .json as MessageResponse;
  },
  async previewBulkBalance(request) {
    return (await httpClient(`${ADMIN_API}/users/bulk-balance/preview`, json(request)))
      .json as BulkBalancePreview;
  },
  async bulkBalance(request) {
    return (await httpClient(`${ADMIN_API}/users/bulk-balance`, json(request)))
      .json as BulkBalanceResult;
  },
  async exportUsers(filter) {
    const session = staffSession.get();
    const response = await fetch(
      `${ADMIN_API}/users/export.csv?filter=${encodeURIComponent(JSON.stringify(filter))}`,
      { headers: session ? { Authorization: `Bearer ${session.token}` } : {} },
    );
    if (!response.ok) throw new HttpError('Export failed', response.status);
    return response.blob();
  },
  async getStatsSummary() {
    return (await httpClient(`${ADMIN_API}/stats/summary`)).json as StatsSummary;
  },
  async getRegistrations(period) {
    return (await httpClient(`${ADMIN_API}/stats/registrations?period=${period}`))
      .json as RegistrationStats;
  },
};
