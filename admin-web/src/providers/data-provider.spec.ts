import type { StaffAccount } from '@academy/contracts';
import { aUser } from '@academy/contracts/testing';
import { dataProvider, USER_AUDIT } from './data-provider';

/** The API's answer to every call, and the calls made, as the browser would send them. */
function answer(body: unknown, headers: Record<string, string> = {}) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(() =>
    Promise.resolve(
      new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'Content-Type': 'application/json', ...headers },
      }),
    ),
  );
}

function sent(fetch: ReturnType<typeof answer>, call = 0) {
  const [input, init] = fetch.mock.calls[call];
  const address = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const url = new URL(address, 'http://admin.test');
  return {
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    method: init?.method ?? 'GET',
    body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
  };
}

afterEach(() => vi.restoreAllMocks());

describe('dataProvider', () => {
  it("changes a user's course and starts their trial under /api/admin, as the admin host serves it", async () => {
    const user = aUser({ id: 7, course: 'GOLD' });
    const fetch = answer(user);
    await expect(dataProvider.setCourse(7, 'GOLD')).resolves.toEqual(user);
    await expect(dataProvider.createOverdraft(7)).resolves.toEqual(user);
    expect(sent(fetch, 0)).toEqual({
      path: '/api/admin/users/7/course',
      query: {},
      method: 'PUT',
      body: { course: 'GOLD' },
    });
    expect(sent(fetch, 1)).toMatchObject({ path: '/api/admin/users/7/overdraft', method: 'POST' });
  });

  it('updates a user with the whole record, as ra-data-simple-rest sends it', async () => {
    const user = aUser({ id: 7, username: 'Anna', balance: 150, course: 'GOLD' });
    const edited = { ...user, username: 'Vera' };
    const fetch = answer(edited);
    const { data } = await dataProvider.update('users', {
      id: 7,
      data: edited,
      previousData: user,
    });
    expect(data).toEqual(edited);
    expect(sent(fetch)).toEqual({
      path: '/api/admin/users/7',
      query: {},
      method: 'PUT',
      body: edited,
    });
  });

  it('updates a staff account with the whole record too', async () => {
    const account: StaffAccount = {
      id: 3,
      username: 'support.maria',
      role: 'support',
      disabled: false,
      createdAt: '2026-11-01T10:00:00.000Z',
      lastSignInAt: null,
      twoFactorEnabled: false,
    };
    const promoted = { ...account, role: 'admin' as const };
    const fetch = answer(promoted);
    await dataProvider.update('staff', { id: 3, data: promoted, previousData: account });
    expect(sent(fetch)).toMatchObject({
      path: '/api/admin/staff/3',
      method: 'PUT',
      body: promoted,
    });
  });

  it("reads a user's audit trail from the user's own list, paged, with its total", async () => {
    const fetch = answer([], { 'Content-Range': 'audit 25-49/31' });
    const { total } = await dataProvider.getList(USER_AUDIT, {
      filter: { userId: 7 },
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'created_at', order: 'DESC' },
    });
    expect(total).toBe(31);
    expect(sent(fetch)).toEqual({
      path: '/api/admin/users/7/audit',
      query: { filter: '{}', range: '[25,49]', sort: '["created_at","DESC"]' },
      method: 'GET',
      body: undefined,
    });
  });

  it('lists the deleted users as the users resource with filter.deleted', async () => {
    const fetch = answer([], { 'Content-Range': 'users 0-0/0' });
    await dataProvider.getList('deleted-users', {
      filter: {},
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'deleted_at', order: 'DESC' },
    });
    expect(sent(fetch)).toMatchObject({
      path: '/api/admin/users',
      query: { filter: '{"deleted":true}' },
    });
  });

  it('answers partial pagination, not a total, when the API says its total is a lower bound', async () => {
    answer(
      Array.from({ length: 25 }, (_, index) => aUser({ id: index + 1 })),
      { 'Content-Range': 'users 25-49/10001', 'X-Total-Exact': 'false' },
    );
    const result = await dataProvider.getList('users', {
      filter: { course: 'NONE' },
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'created_at', order: 'DESC' },
    });
    expect(result.total).toBeUndefined();
    expect(result.pageInfo).toEqual({ hasPreviousPage: true, hasNextPage: true });
  });

  it('keeps the exact total when the API says it is exact', async () => {
    answer([], { 'Content-Range': 'users 0-0/0', 'X-Total-Exact': 'true' });
    const result = await dataProvider.getList('users', {
      filter: {},
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'created_at', order: 'DESC' },
    });
    expect(result).toEqual({ data: [], total: 0 });
  });
});
