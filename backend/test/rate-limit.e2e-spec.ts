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

describe('per-account and client limit on sign-in (TRUST_PROXY=1)', () => {
  let t: TestApp<'admin' | 'support'>;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: '1' }, staff: ['admin', 'support'] });
  });
  afterAll(() => t.close());
  const ATTACKER = '198.51.100.66';
  const OWNER = '203.0.113.10';
  const login = (email: string, password: string, from: string) =>
    t.http.post('/api/login').set('X-Forwarded-For', from).send({ email, password });
  const adminLogin = (username: string, password: string, from: string) =>
    t.http.post('/api/admin/login').set('X-Forwarded-For', from).send({ username, password });
  const audit = async (action: string) =>
    (
      await t.http
        .get('/api/admin/audit')
        .query({ filter: JSON.stringify({ action }) })
        .set('Authorization', t.tokens.admin)
        .expect(200)
    ).body as { actor: string; targetUserId: number | null; after: Record<string, unknown> }[];

  it("refuses the attacker's address after 5 failures, even for the right password, but not the owner's", async () => {
    const student = await t.student();
    for (let i = 0; i < 5; i += 1) await login(student.email, WRONG_PASSWORD, ATTACKER).expect(401);
    const body = expectTooMany(await login(student.email, STRONG_PASSWORD, ATTACKER));
    expect(body.message).toBe(ACCOUNT_LOCKED);
    expectTooMany(await login(student.email.toUpperCase(), STRONG_PASSWORD, ATTACKER));
    await login(student.email, STRONG_PASSWORD, OWNER).expect(200);
  });

  it('judges at most 5 of 200 parallel wrong passwords from one address', async () => {
    const student = await t.student();
    const answers = await Promise.all(
      Array.from({ length: 200 }, () => login(student.email, WRONG_PASSWORD, ATTACKER)),
    );
    const statuses = answers.map((answer) => answer.status);
    // Fewer when the two checks an account may run at once are busy.
    const judged = statuses.filter((status) => status === 401).length;
    expect(judged).toBeGreaterThan(0);
    expect(judged).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(200 - judged);
  });

  it('keeps the session the student already has', async () => {
    const student = await t.student();
    for (let i = 0; i < 5; i += 1) await login(student.email, WRONG_PASSWORD, ATTACKER).expect(401);
    await t.http.get('/api/user').set('token', student.token).expect(200);
  });

  it('refuses an unknown e-mail the same way', async () => {
    for (let i = 0; i < 5; i += 1) {
      await login('ghost@example.com', WRONG_PASSWORD, ATTACKER).expect(401);
    }
    expectTooMany(await login('ghost@example.com', WRONG_PASSWORD, ATTACKER));
  });

  it('gives the address its attempts back after a successful login', async () => {
    const student = await t.student();
    for (let i = 0; i < 4; i += 1) await login(student.email, WRONG_PASSWORD, OWNER).expect(401);
    await login(student.email, STRONG_PASSWORD, OWNER).expect(200);
    for (let i = 0; i < 4; i += 1) await login(student.email, WRONG_PASSWORD, OWNER).expect(401);
    await login(student.email, STRONG_PASSWORD, OWNER).expect(200);
  });

  it("POST /api/admin/users/:id/unlock-sign-in lifts every address's refusal, audited; support may not", async () => {
    const student = await t.student();
    for (let i = 0; i < 5; i += 1) await login(student.email, WRONG_PASSWORD, ATTACKER).expect(401);
    const unlock = () => t.http.post(`/api/admin/users/${student.id}/unlock-sign-in`);
    await unlock().set('Authorization', t.tokens.support).expect(403);
    await unlock().expect(401);
    expectTooMany(await login(student.email, STRONG_PASSWORD, ATTACKER));
    const answer = await unlock().set('Authorization', t.tokens.admin).expect(200);
    expect(answer.body).toEqual({ message: 'Sign-in unlocked' });
    await login(student.email, STRONG_PASSWORD, ATTACKER).expect(200);
    const entry = (await audit('sign_in_unlock')).find((row) => row.targetUserId === student.id);
    expect(entry).toMatchObject({
      actor: expect.stringMatching(/^admin\./),
      after: { email: student.email },
    });
    await t.http
      .post('/api/admin/users/999999/unlock-sign-in')
      .set('Authorization', t.tokens.admin)
      .expect(404);
  });

  it("refuses the attacker's address on a staff username, not the staff member's own", async () => {
    await t.app.get(StaffAccountsService).upsert('locked.admin', 'the-right-password', 'admin');
    for (let i = 0; i < 5; i += 1) {
      await adminLogin('locked.admin', 'a-wrong-password', ATTACKER).expect(401);
    }
    const body = expectTooMany(await adminLogin('locked.admin', 'the-right-password', ATTACKER));
    expect(body.message).toBe(ACCOUNT_LOCKED);
    expectTooMany(await adminLogin('LOCKED.ADMIN', 'the-right-password', ATTACKER));
    await adminLogin('locked.admin', 'the-right-password', OWNER).expect(200);
  });

  it("POST /api/admin/staff/:id/unlock-sign-in lifts a staff username's refusal, audited; admins only", async () => {
    await t.app.get(StaffAccountsService).upsert('unlock.me', 'the-right-password', 'support');
    const staffId = (await t.app.get(StaffAccountsService).findWithPassword('unlock.me'))!.id;
    for (let i = 0; i < 5; i += 1) {
      await adminLogin('unlock.me', 'a-wrong-password', ATTACKER).expect(401);
    }
    const unlock = () => t.http.post(`/api/admin/staff/${staffId}/unlock-sign-in`);
    await unlock().set('Authorization', t.tokens.support).expect(403);
    await unlock().set('Authorization', t.tokens.admin).expect(200);
    await adminLogin('unlock.me', 'the-right-password', ATTACKER).expect(200);
    const entry = (await audit('sign_in_unlock')).find((row) => row.after.staff === 'unlock.me');
    expect(entry).toMatchObject({ targetUserId: null });
    await t.http
      .post('/api/admin/staff/999999/unlock-sign-in')
      .set('Authorization', t.tokens.admin)
      .expect(404);
  });

  it('keeps student and staff failures apart', async () => {
    const student = await t.student({ email: 'shared.name@example.com' });
    await t.app
      .get(StaffAccountsService)
      .upsert('shared.name@example.com', 'the-right-password', 'support');
    for (let i = 0; i < 5; i += 1) await login(student.email, WRONG_PASSWORD, ATTACKER).expect(401);
    await adminLogin('shared.name@example.com', 'the-right-password', ATTACKER).expect(200);
  });
});
