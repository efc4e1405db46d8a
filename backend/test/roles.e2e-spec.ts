import type { ApiError, User, UserEnvelope } from '@academy/contracts';
import { createTestApp, type TestApp } from './support/test-app.js';

type Caller = 'no token' | 'a malformed token' | 'a student' | 'support' | 'admin';

interface Route {
  method: 'get' | 'put' | 'post' | 'delete';
  path: string;
  /** The body, or a function of the target user's id that makes it. */
  body?: object | ((id: number) => object);
  /** Whether the support role may call it; admin always may. */
  support: boolean;
  /** What it answers a caller it serves: 200 unless it queues the work (202). */
  served?: number;
}

const ROUTES: Route[] = [
  { method: 'get', path: '/api/admin/user', support: true },
  {
    method: 'put',
    path: '/api/admin/user/account/:id',
    body: { username: 'Hacked' },
    support: false,
  },
  { method: 'delete', path: '/api/admin/user/delete/:id', support: false },
  { method: 'put', path: '/api/user/:id/balance', body: { balance: 999 }, support: true },
  { method: 'put', path: '/api/user/:id/course', body: { course: 'PLATINUM' }, support: false },
  { method: 'post', path: '/api/user/overdraft/:id', support: true },
  { method: 'put', path: '/api/admin/users/:id/course', body: { course: 'GOLD' }, support: false },
  { method: 'post', path: '/api/admin/users/:id/overdraft', support: true },
  { method: 'get', path: '/api/admin/users', support: true },
  { method: 'get', path: '/api/admin/users/:id', support: true },
  { method: 'put', path: '/api/admin/users/:id', body: { lastname: 'Hacked' }, support: false },
  { method: 'delete', path: '/api/admin/users/:id', support: false },
  { method: 'get', path: '/api/admin/stats/summary', support: true },
  { method: 'get', path: '/api/admin/stats/registrations', support: true },
  { method: 'get', path: '/api/admin/audit', support: false },
  {
    method: 'post',
    path: '/api/admin/users/bulk-balance/preview',
    body: (id) => ({ ids: [id], mode: 'set', amount: 999 }),
    support: true,
  },
  {
    method: 'post',
    path: '/api/admin/users/bulk-balance',
    body: (id) => ({ ids: [id], mode: 'add', amount: 999 }),
    support: true,
    served: 202,
  },
  { method: 'get', path: '/api/admin/users/export.csv', support: true },
  { method: 'post', path: '/api/admin/users/:id/password-reset', support: true },
];

const bodyFor = (route: Route, id: number) =>
  typeof route.body === 'function' ? route.body(id) : route.body;

const CALLERS: Caller[] = ['no token', 'a malformed token', 'a student', 'support', 'admin'];

/** What the route answers this caller: the role matrix of ARCHITECTURE.md §4. */
function expectedStatus(route: Route, caller: Caller): number {
  switch (caller) {
    case 'no token':
    case 'a malformed token':
      return 401;
    case 'a student':
      // Student tokens never pass the staff guard; the overdraft route admits students for
      // their own id only, and the target here is someone else.
      return route.path.startsWith('/api/user/overdraft/') ? 403 : 401;
    case 'support':
      return route.support ? (route.served ?? 200) : 403;
    case 'admin':
      return route.served ?? 200;
  }
}

const MATRIX = ROUTES.flatMap((route) =>
  CALLERS.map((caller) => ({ route, caller, status: expectedStatus(route, caller) })),
);

describe('role matrix', () => {
  let t: TestApp<'admin' | 'support'>;

  beforeAll(async () => {
    t = await createTestApp({ staff: ['admin', 'support'] });
  });
  afterAll(() => t.close());

  const snapshot = async (id: number): Promise<User> =>
    (await t.http.get(`/api/admin/users/${id}`).set('Authorization', t.tokens.admin).expect(200))
      .body as User;

  const headersFor = async (caller: Caller): Promise<Record<string, string>> => {
    switch (caller) {
      case 'no token':
        return {};
      case 'a malformed token':
        return { Authorization: 'Bearer not.a.jwt', token: 'not.a.jwt' };
      case 'a student':
        return { token: (await t.student()).token };
      case 'support':
      case 'admin':
        return { Authorization: t.tokens[caller] };
    }
  };

  it.each(
    MATRIX.map(
      ({ route, caller, status }) =>
        [route.method.toUpperCase(), route.path, caller, status, route] as const,
    ),
  )('%s %s by %s → %i', async (_method, _path, caller, status, route) => {
    const target = await t.student();
    const before = await snapshot(target.id);
    const url = route.path.replace(':id', String(target.id));
    const response = await t.http[route.method](url)
      .set(await headersFor(caller))
      .send(bodyFor(route, target.id));
    expect(response.status).toBe(status);
    if (status === (route.served ?? 200)) return;
    const error = response.body as ApiError;
    expect(error.statusCode).toBe(status);
    if (status === 401) expect(error.message).toBe('Authentication required');
    expect(await snapshot(target.id)).toEqual(before);
  });

  it('lets a student activate the overdraft on their own id', async () => {
    const student = await t.student();
    await t.http.post(`/api/user/overdraft/${student.id}`).set('token', student.token).expect(200);
  });

  it('does not accept a student token as a Bearer header on staff routes', async () => {
    const { id, token } = await t.student();
    await t.http.get('/api/admin/user').set('Authorization', `Bearer ${token}`).expect(401);
    await t.http
      .put(`/api/user/${id}/balance`)
      .set('Authorization', `Bearer ${token}`)
      .send({ balance: 1_000 })
      .expect(401);
    expect((await snapshot(id)).balance).toBe(0);
  });

  describe('GET /api/user', () => {
    it('answers 401 without a token', async () => {
      const response = await t.http.get('/api/user').expect(401);
      expect((response.body as ApiError).message).toBe('Authentication required');
    });

    it('answers 401 to a staff token, whichever header carries it', async () => {
      const bearer = t.tokens.admin;
      await t.http.get('/api/user').set('Authorization', bearer).expect(401);
      await t.http.get('/api/user').set('token', bearer.replace('Bearer ', '')).expect(401);
    });

    it("answers the caller's own data and nobody else's", async () => {
      const anna = await t.student({ username: 'Anna' });
      const boris = await t.student({ username: 'Boris' });
      const response = await t.http
        .get('/api/user')
        .query({ id: boris.id, user_id: boris.id })
        .set('token', anna.token)
        .expect(200);
      expect((response.body as UserEnvelope).data).toMatchObject({ id: anna.id, username: 'Anna' });
    });
  });

  describe('a student and another student', () => {
    it('cannot change any of their data through any route', async () => {
      const intruder = await t.student();
      const victim = await t.student();
      const before = await snapshot(victim.id);
      for (const route of ROUTES) {
        const url = route.path.replace(':id', String(victim.id));
        const response = await t.http[route.method](url)
          .set('token', intruder.token)
          .send(bodyFor(route, victim.id));
        expect([401, 403]).toContain(response.status);
      }
      expect(await snapshot(victim.id)).toEqual(before);
    });
  });
});
