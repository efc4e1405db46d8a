import { REGISTRATION_PERIODS } from '@academy/contracts';
import { json } from './fetch-json.js';
import type { LoadJob } from './load.js';

type Job = Omit<LoadJob, 'connections' | 'seconds'>;

/** What the staff routes are measured with: the run's API, its sizes and a signed-in admin. */
export interface StaffBench {
  users: number;
  auditEntries: number;
  get: (path: string, headers?: Record<string, string>) => Job;
  staffHeaders: Record<string, string>;
  /** Loads one route as a handful of staff do and adds its row to the report. */
  measure: (name: string, job: Job) => Promise<unknown>;
}

/** The back office's lists, searches, filters and statistics, deep pages included. */
export async function measureStaffRoutes({
  users,
  auditEntries,
  get,
  staffHeaders,
  measure: staffMeasure,
}: StaffBench): Promise<void> {
  const adminList = (range: string, filter?: Record<string, unknown>) =>
    get(
      `/api/admin/users?range=${encodeURIComponent(range)}` +
        (filter ? `&filter=${encodeURIComponent(JSON.stringify(filter))}` : ''),
      staffHeaders,
    );
  const deep = Math.max(0, Math.floor(users * 0.9));
  const middle = Math.max(0, Math.floor(users * 0.5));
  await staffMeasure('GET /api/admin/users first page', adminList('[0,24]'));
  await staffMeasure(`GET /api/admin/users page at ${deep}`, adminList(`[${deep},${deep + 24}]`));
  await staffMeasure(
    `GET /api/admin/users page at ${middle}`,
    adminList(`[${middle},${middle + 24}]`),
  );
  const byId = `&sort=${encodeURIComponent('["id","ASC"]')}`;
  await staffMeasure(`GET /api/admin/users by id, page at ${deep}`, {
    ...adminList(`[${deep},${deep + 24}]`),
    url: `${adminList(`[${deep},${deep + 24}]`).url}${byId}`,
  });
  const firstPage = await fetch(adminList('[0,24]').url, { headers: staffHeaders });
  const secondPage = firstPage.headers.get('X-Next-Cursor');
  if (secondPage) {
    await staffMeasure('GET /api/admin/users next page by cursor', {
      ...adminList('[25,49]'),
      url: `${adminList('[25,49]').url}&cursor=${encodeURIComponent(secondPage)}`,
    });
  }
  // The search reads ids, e-mails and phones: a part of a seeded e-mail that several share.
  const search = `seed.${Math.max(1, Math.floor(users / 1000))}`;
  await staffMeasure('GET /api/admin/users search q', adminList('[0,24]', { q: search }));
  const yearAgo = new Date(Date.now() - 365 * 24 * 3600 * 1000).toISOString().slice(0, 10);
  const filters: [string, Record<string, unknown>][] = [
    ['course GOLD', { course: 'GOLD' }],
    ['course CUSTOM', { course: 'CUSTOM' }],
    ['balance 100 to 500', { balanceMin: 100, balanceMax: 500 }],
    ['trial running', { overdraft: true }],
    ['registered in the last year', { createdFrom: yearAgo }],
    ['active this week', { activity: 'week' }],
    ['course GOLD and q', { course: 'GOLD', q: search }],
  ];
  for (const [name, filter] of filters) {
    await staffMeasure(`GET /api/admin/users filter ${name}`, adminList('[0,24]', filter));
  }
  const auditDeep = Math.max(0, Math.floor(auditEntries * 0.9));
  await staffMeasure('GET /api/admin/audit first page', get('/api/admin/audit', staffHeaders));
  await staffMeasure(
    `GET /api/admin/audit page at ${auditDeep}`,
    get(
      `/api/admin/audit?range=${encodeURIComponent(`[${auditDeep},${auditDeep + 24}]`)}`,
      staffHeaders,
    ),
  );
  await staffMeasure(
    'GET /api/admin/audit filter action balance',
    get(`/api/admin/audit?filter=${encodeURIComponent('{"action":"balance"}')}`, staffHeaders),
  );
  const [someone] = await json<{ id: number }[]>(
    fetch(adminList('[0,0]', { balanceMin: 1 }).url, { headers: staffHeaders }),
  );
  if (someone) {
    await staffMeasure(
      'GET /api/admin/users/:id/ledger',
      get(`/api/admin/users/${someone.id}/ledger`, staffHeaders),
    );
  }
  await staffMeasure(
    'GET /api/admin/payments first page',
    get('/api/admin/payments', staffHeaders),
  );
  await staffMeasure(
    'GET /api/admin/payments filter status paid',
    get(`/api/admin/payments?filter=${encodeURIComponent('{"status":"paid"}')}`, staffHeaders),
  );
  await staffMeasure('GET /api/admin/stats/summary', get('/api/admin/stats/summary', staffHeaders));
  for (const period of REGISTRATION_PERIODS) {
    await staffMeasure(
      `GET /api/admin/stats/registrations ${period}`,
      get(`/api/admin/stats/registrations?period=${period}`, staffHeaders),
    );
  }
}
