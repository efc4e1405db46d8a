import { randomBytes } from 'node:crypto';
import type { ApiError } from '@academy/contracts';
import { OTHER_STRONG_PASSWORD, STRONG_PASSWORD } from '@academy/contracts/testing';
import { PasswordHasher } from '../src/common/security/password-hasher.js';
import { StaffAccountsService } from '../src/modules/staff-auth/staff-accounts.service.js';
import { StaffAuthService } from '../src/modules/staff-auth/staff-auth.service.js';
import { resetTokenIn } from './support/outbox.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const PUBLIC_URL = 'https://academy.example.test';
const WRONG_PASSWORD = 'Wr0ng!pass';
const STUDENT_LOCKED = {
  statusCode: 429,
  code: 'SIGN_IN_LOCKED',
  message:
    'This account is locked after too many failed sign-in attempts. ' +
    'Open the unlock link we e-mailed to its owner, or reset the password.',
};

/** The token of a mail's /unlock-sign-in?token=… link. */
function unlockTokenIn(mail: string): string | null {
  return /\/unlock-sign-in\?token=([A-Za-z0-9_-]+)/.exec(mail)?.[1] ?? null;
}

// The machine's Redis: with it the limits are those every replica shares.
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const stores: [string, Record<string, string>][] = [
  ['in memory', {}],
  ['in Redis', { REDIS_URL }],
];

describe.each(stores)('sign-in bounds per account, counters %s', (_store, storeEnv) => {
  let t: TestApp<'admin'>;
  beforeAll(async () => {
    t = await createTestApp({
      env: { ...storeEnv, TRUST_PROXY: '1', SIGN_IN_SLOW_DOWN_MS: '0', PUBLIC_URL },
      staff: ['admin'],
    });
  });
  afterAll(() => t.close());

  // Addresses of this run only: the Redis counters outlive it.
  const run = randomBytes(2).readUInt16BE();
  const address = (i: number) => `10.${run >> 8}.${run & 255}.${i}`;
  const ipv6 = (prefix: number, host: string) => `2001:db8:${run.toString(16)}:${prefix}:${host}`;
  const login = (email: string, password: string, from: string) =>
    t.http.post('/api/login').set('X-Forwarded-For', from).send({ email, password });
  const adminLogin = (username: string, password: string, from: string) =>
    t.http.post('/api/admin/login').set('X-Forwarded-For', from).send({ username, password });
  const unlock = (token: string) => t.http.post('/api/sign-in/unlock').send({ token });

  /** Fails `count` sign-ins one after the other, each from a fresh address; their statuses. */
  async function guesses(email: string, count: number, first = 0): Promise<number[]> {
    const statuses: number[] = [];
    for (let i = first; i < first + count; i += 1) {
      statuses.push((await login(email, WRONG_PASSWORD, address(i))).status);
    }
    return statuses;
  }

  it('runs at most 2 password checks at once on an account from 200 addresses; the rest get 429 at once', async () => {
    const student = await t.student();
    const hasher = t.app.get(PasswordHasher);
    const verify = hasher.verify.bind(hasher);
    let running = 0;
    let mostAtOnce = 0;
    const counting = vi.spyOn(hasher, 'verify').mockImplementation(async (hash, password) => {
      running += 1;
      mostAtOnce = Math.max(mostAtOnce, running);
      try {
        return await verify(hash, password);
      } finally {
        running -= 1;
      }
    });
    try {
      const answers = await Promise.all(
        Array.from({ length: 200 }, (_, i) => login(student.email, WRONG_PASSWORD, address(i))),
      );
      expect(mostAtOnce).toBe(2);
      const judged = answers.filter((answer) => answer.status === 401).length;
      const busy = answers.filter((answer) => answer.status === 429);
      expect(judged + busy.length).toBe(200);
      expect(judged).toBeLessThan(200);
      expect(busy[0]?.body).toEqual({
        statusCode: 429,
        code: 'TOO_MANY_REQUESTS',
        message: 'Too many sign-in attempts on this account at once. Please try again in a moment.',
      });
      expect(busy[0]?.headers['retry-after']).toBe('1');
    } finally {
      counting.mockRestore();
    }
    await login(student.email, STRONG_PASSWORD, address(250)).expect(200);
  });

  it('locks the account past 100 failures a day from 200 addresses, mails its owner once, and the link unlocks it once', async () => {
    const student = await t.student();
    const { result: statuses, mails } = await t.outbox.during(() => guesses(student.email, 200));
    expect(statuses.slice(0, 100).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(100).every((status) => status === 429)).toBe(true);
    expect(mails).toHaveLength(1);
    const mail = mails[0] ?? '';
    expect(mail).toMatch(new RegExp(`^To: ${student.email}$`, 'm'));
    expect(mail).toContain(`${PUBLIC_URL}/unlock-sign-in?token=`);

    // The right password gets the same answer: a lock says nothing about the password.
    const right = await login(student.email, STRONG_PASSWORD, address(220));
    const wrong = await login(student.email, WRONG_PASSWORD, address(221));
    expect(right.status).toBe(429);
    expect(right.body).toEqual(STUDENT_LOCKED);
    expect(wrong.body).toEqual(STUDENT_LOCKED);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(24 * 3600);

    const token = unlockTokenIn(mail) ?? '';
    const unlocked = await unlock(token).expect(200);
    expect(unlocked.body).toEqual({ message: 'Your account is unlocked. You can now sign in.' });
    await login(student.email, STRONG_PASSWORD, address(222)).expect(200);
    const again = await unlock(token).expect(400);
    expect(again.body).toEqual({
      statusCode: 400,
      code: 'UNLOCK_TOKEN_INVALID',
      message: 'This unlock link is invalid or has expired',
    });
  });

  it('answers an unknown e-mail past 100 failures exactly as a locked account, and mails nobody', async () => {
    const ghost = `ghost.${run}@example.com`;
    const { result: statuses, mails } = await t.outbox.during(() => guesses(ghost, 102));
    expect(statuses.slice(0, 100).every((status) => status === 401)).toBe(true);
    expect(mails).toHaveLength(0);
    const answer = await login(ghost, STRONG_PASSWORD, address(230));
    expect(answer.status).toBe(429);
    expect(answer.body).toEqual(STUDENT_LOCKED);
  });

  it('lifts the lock when the owner resets the password', async () => {
    const student = await t.student();
    await t.outbox.during(() => guesses(student.email, 101));
    await login(student.email, STRONG_PASSWORD, address(240)).expect(429);
    const { mails } = await t.outbox.during(() =>
      t.http.post('/api/reset-password').send({ email: student.email }).expect(200),
    );
    const token = resetTokenIn(mails[0] ?? '') ?? '';
    await t.http
      .post('/api/reset-password/confirm')
      .send({ token, password: OTHER_STRONG_PASSWORD })
      .expect(200);
    await login(student.email, OTHER_STRONG_PASSWORD, address(241)).expect(200);
  });

  it('refuses a malformed or unknown unlock token', async () => {
    await unlock('short').expect(400);
    const unknown = await unlock('a'.repeat(43)).expect(400);
    expect((unknown.body as ApiError).code).toBe('UNLOCK_TOKEN_INVALID');
  });

  it('counts an IPv6 client rotating through its /64 as one client', async () => {
    const student = await t.student();
    for (let i = 1; i <= 5; i += 1) {
      await login(student.email, WRONG_PASSWORD, ipv6(1, `${i.toString(16)}::1`)).expect(401);
    }
    const refused = await login(student.email, STRONG_PASSWORD, ipv6(1, 'ffff:ffff:ffff:ffff'));
    expect(refused.status).toBe(429);
    expect((refused.body as ApiError).message).toBe(
      'Too many failed sign-in attempts for this account. Please try again later.',
    );
    await login(student.email, STRONG_PASSWORD, ipv6(2, '1::1')).expect(200);
  });

  it('locks a staff account past 100 failures a day until an admin unlocks it', async () => {
    const username = `locked.staff.${run}`;
    const accounts = t.app.get(StaffAccountsService);
    await accounts.upsert(username, 'the-right-password', 'support');
    const staffId = (await accounts.findWithPassword(username))!.id;
    for (let i = 0; i < 100; i += 1) {
      await adminLogin(username, 'a-wrong-password', address(i)).expect(401);
    }
    const locked = await adminLogin(username, 'the-right-password', address(150));
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({
      statusCode: 429,
      code: 'SIGN_IN_LOCKED',
      message:
        'This account is locked after too many failed sign-in attempts. An administrator can unlock it.',
    });
    await t.http
      .post(`/api/admin/staff/${staffId}/unlock-sign-in`)
      .set('Authorization', t.tokens.admin)
      .expect(200);
    await adminLogin(username, 'the-right-password', address(151)).expect(200);
  });

  it('writes one audit entry for 40 failed staff sign-ins from 40 addresses, with the count and the first addresses', async () => {
    const username = `guessed.staff.${run}`;
    await t.app.get(StaffAccountsService).upsert(username, 'the-right-password', 'support');
    for (let i = 0; i < 40; i += 1) {
      await adminLogin(username, 'a-wrong-password', address(i)).expect(401);
    }
    const entries = await failedStaffSignIns(username);
    expect(entries).toHaveLength(1);
    const after = entries[0].after;
    expect(after).toMatchObject({ staff: username, ip: address(0), count: 40 });
    const ips = String(after.ips).split(', ');
    expect(ips).toHaveLength(20);
    expect(ips).toEqual(Array.from({ length: 20 }, (_, i) => address(i)));
  });

  it('counts failed staff sign-ins recorded at once without losing one or opening a second entry', async () => {
    const username = `raced.staff.${run}`;
    const auth = t.app.get(StaffAuthService);
    await Promise.all(
      Array.from({ length: 25 }, (_, i) => auth.recordFailedSignIn(username, address(i), false)),
    );
    const entries = await failedStaffSignIns(username);
    expect(entries).toHaveLength(1);
    expect(entries[0].after.count).toBe(25);
  });

  const failedStaffSignIns = async (username: string) => {
    const answer = await t.http
      .get('/api/admin/audit')
      .query({ filter: JSON.stringify({ action: 'staff_sign_in_failed' }), range: '[0,199]' })
      .set('Authorization', t.tokens.admin)
      .expect(200);
    return (answer.body as { after: Record<string, unknown> }[]).filter(
      (entry) => entry.after.staff === username,
    );
  };
});
