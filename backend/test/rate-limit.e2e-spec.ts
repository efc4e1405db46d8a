import type { ApiError } from '@academy/contracts';
import { StaffAccountsService } from '../src/modules/staff-auth/staff-accounts.service.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { STRONG_PASSWORD } from '@academy/contracts/testing';

const WRONG_PASSWORD = 'Wr0ng!pass';
const ACCOUNT_LOCKED = 'Too many failed sign-in attempts for this account. Please try again later.';

function expectTooMany(response: { status: number; body: unknown; headers: object }) {
  expect(response.status).toBe(429);
  const body = response.body as ApiError;
  expect(body).toMatchObject({ statusCode: 429, code: 'TOO_MANY_REQUESTS' });
  expect(body.message).toEqual(expect.any(String));
  expect(body.message.length).toBeGreaterThan(0);
  const retryAfter = Number((response.headers as Record<string, string>)['retry-after']);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
  return body;
}

describe('per-IP limit (RATE_LIMIT_PER_IP=3)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_PER_IP: '3' } });
  });
  afterAll(() => t.close());

  it('answers the 4th call to /api/login within a minute with 429 and Retry-After', async () => {
    for (let i = 0; i < 3; i += 1) {
      await t.http
        .post('/api/login')
        .send({ email: `ip${i}@example.com`, password: WRONG_PASSWORD })
        .expect(401);
    }
    const response = await t.http
      .post('/api/login')
      .send({ email: 'ip3@example.com', password: WRONG_PASSWORD });
    const body = expectTooMany(response);
    expect(body.message).toBe('Too many attempts. Please try again later.');
    expect(Number(response.headers['retry-after'])).toBeLessThanOrEqual(60);
  });

  it.each([
    ['/api/register', {}],
    ['/api/reset-password', { email: 'someone@example.com' }],
    ['/api/admin/login', { username: 'someone', password: 'something' }],
  ])('counts %s too, even for invalid requests', async (path, body) => {
    for (let i = 0; i < 3; i += 1) {
      const response = await t.http.post(path).send(body);
      expect(response.status).not.toBe(429);
    }
    expectTooMany(await t.http.post(path).send(body));
  });

  it('leaves routes without a limit alone', async () => {
    for (let i = 0; i < 5; i += 1) await t.http.get('/api/config').expect(200);
  });
});

describe('per-account limit on sign-in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const login = (email: string, password: string) =>
    t.http.post('/api/login').send({ email, password });

  it('locks an e-mail after 5 failed logins, even for the right password', async () => {
    const student = await t.student();
    for (let i = 0; i < 5; i += 1) await login(student.email, WRONG_PASSWORD).expect(401);
    const body = expectTooMany(await login(student.email, STRONG_PASSWORD));
    expect(body.message).toBe(ACCOUNT_LOCKED);
    expectTooMany(await login(student.email.toUpperCase(), STRONG_PASSWORD));
  });

  it('keeps the session the student already has', async () => {
    const student = await t.student();
    for (let i = 0; i < 5; i += 1) await login(student.email, WRONG_PASSWORD).expect(401);
    await t.http.get('/api/user').set('token', student.token).expect(200);
  });

  it('locks an unknown e-mail the same way', async () => {
    for (let i = 0; i < 5; i += 1) await login('ghost@example.com', WRONG_PASSWORD).expect(401);
    expectTooMany(await login('ghost@example.com', WRONG_PASSWORD));
  });

  it('does not lock other accounts', async () => {
    const victim = await t.student();
    const other = await t.student();
    for (let i = 0; i < 5; i += 1) await login(victim.email, WRONG_PASSWORD).expect(401);
    await login(other.email, STRONG_PASSWORD).expect(200);
  });

  it('clears the failure count after a successful login', async () => {
    const student = await t.student();
    for (let i = 0; i < 4; i += 1) await login(student.email, WRONG_PASSWORD).expect(401);
    await login(student.email, STRONG_PASSWORD).expect(200);
    for (let i = 0; i < 4; i += 1) await login(student.email, WRONG_PASSWORD).expect(401);
    await login(student.email, STRONG_PASSWORD).expect(200);
  });

  it('locks a staff username after 5 failed admin logins, even for the right password', async () => {
    await t.app.get(StaffAccountsService).upsert('locked.admin', 'the-right-password', 'admin');
    const adminLogin = (username: string, password: string) =>
      t.http.post('/api/admin/login').send({ username, password });
    for (let i = 0; i < 5; i += 1) {
      await adminLogin('locked.admin', 'a-wrong-password').expect(401);
    }
    const body = expectTooMany(await adminLogin('locked.admin', 'the-right-password'));
    expect(body.message).toBe(ACCOUNT_LOCKED);
    expectTooMany(await adminLogin('LOCKED.ADMIN', 'the-right-password'));
  });

  it('clears the staff failure count after a successful admin login', async () => {
    await t.app.get(StaffAccountsService).upsert('careful.admin', 'the-right-password', 'admin');
    const adminLogin = (password: string) =>
      t.http.post('/api/admin/login').send({ username: 'careful.admin', password });
    for (let i = 0; i < 4; i += 1) await adminLogin('a-wrong-password').expect(401);
    await adminLogin('the-right-password').expect(200);
    for (let i = 0; i < 4; i += 1) await adminLogin('a-wrong-password').expect(401);
    await adminLogin('the-right-password').expect(200);
  });

  it('keeps student and staff lock-outs apart', async () => {
    const student = await t.student({ email: 'shared.name@example.com' });
    await t.app
      .get(StaffAccountsService)
      .upsert('shared.name@example.com', 'the-right-password', 'support');
    for (let i = 0; i < 5; i += 1) await login(student.email, WRONG_PASSWORD).expect(401);
    await t.http
      .post('/api/admin/login')
      .send({ username: 'shared.name@example.com', password: 'the-right-password' })
      .expect(200);
  });
});
