import { setTimeout as sleep } from 'node:timers/promises';
import { DataSource } from 'typeorm';
import type { ApiError } from '@academy/contracts';
import { OTHER_STRONG_PASSWORD, STRONG_PASSWORD } from '@academy/contracts/testing';
import { AfterAnswerWork } from '../src/modules/auth/after-answer-work.js';
import { MailService } from '../src/modules/mail/mail.service.js';
import { resetTokenIn } from './support/outbox.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const PUBLIC_URL = 'https://academy.example.test';
const SENT = 'Password reset instructions sent to your email';
const INVALID_LINK = {
  statusCode: 400,
  message: 'This password reset link is invalid or has expired',
  code: 'RESET_TOKEN_INVALID',
};

let t: TestApp;
/** Asks for a reset and returns the answer and the mails it wrote to the outbox. */
async function requestReset(email: string) {
  const { result: response, mails } = await t.outbox.during(() =>
    t.http.post('/api/reset-password').send({ email }),
  );
  return { response, mails };
}

/** Asks for a reset and reads the token from the link in the single mail it sent. */
async function mailedToken(email: string): Promise<string> {
  const { response, mails } = await requestReset(email);
  expect(response.status).toBe(200);
  expect(mails).toHaveLength(1);
  const token = resetTokenIn(mails[0] ?? '');
  expect(token).not.toBeNull();
  return token ?? '';
}

const confirm = (token: string, password = OTHER_STRONG_PASSWORD) =>
  t.http.post('/api/reset-password/confirm').send({ token, password });
const login = (email: string, password: string) =>
  t.http.post('/api/login').send({ email, password });

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL } });
});
afterAll(() => t.close());

describe('POST /api/reset-password', () => {
  it('answers the same message for a known and an unknown e-mail, and mails only the known one', async () => {
    const student = await t.student();
    const known = await requestReset(student.email);
    const unknown = await requestReset('nobody.here@example.com');
    expect(known.response.status).toBe(200);
    expect(unknown.response.status).toBe(200);
    expect(known.response.body).toEqual({ message: SENT });
    expect(unknown.response.body).toEqual({ message: SENT });
    expect(known.mails).toHaveLength(1);
    expect(unknown.mails).toHaveLength(0);
  });

  it("mails the account's address a link to the student app's reset page", async () => {
    const student = await t.student();
    const { mails } = await requestReset(student.email.toUpperCase());
    expect(mails).toHaveLength(1);
    const mail = mails[0] ?? '';
    expect(mail).toMatch(new RegExp(`^To: ${student.email}$`, 'm'));
    expect(mail).toContain(`${PUBLIC_URL}/reset-password?token=`);
    expect(mail).toMatch(/30 minutes/);
  });

  it('stores only a hash of the token', async () => {
    const student = await t.student();
    const token = await mailedToken(student.email);
    const rows = await t.app
      .get(DataSource)
      .query<{ token_hash: string }[]>(
        'SELECT token_hash FROM password_reset_tokens WHERE user_id = $1',
        [student.id],
      );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).not.toContain(token);
  });

  it('answers 400 for a malformed e-mail', async () => {
    const response = await t.http
      .post('/api/reset-password')
      .send({ email: 'not-an-email' })
      .expect(400);
    expect((response.body as ApiError).message).toBe('Please enter a valid email address');
  });

  it('stops mailing one address after 5 requests, with the same answer', async () => {
    const student = await t.student();
    for (let i = 0; i < 5; i += 1) await mailedToken(student.email);
    const { response, mails } = await requestReset(student.email);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: SENT });
    expect(mails).toHaveLength(0);
  });

  it('answers a known and an unknown e-mail in the same time: the mail is sent after the answer', async () => {
    // A slow mail server: were the mail on the answer's path, a known address would take longer.
    const MAIL_MS = 400;
    // Registered first: their verification mails are no reset mails.
    const students = [];
    for (let i = 0; i < 20; i += 1) students.push(await t.student());
    const mail = t.app.get(MailService);
    const send = mail.send.bind(mail);
    const slowSend = vi.spyOn(mail, 'send').mockImplementation(async (message) => {
      await sleep(MAIL_MS);
      await send(message);
    });
    try {
      const timed = async (email: string) => {
        const started = performance.now();
        await t.http.post('/api/reset-password').send({ email }).expect(200);
        return performance.now() - started;
      };
      const known: number[] = [];
      const unknown: number[] = [];
      for (const [i, student] of students.entries()) {
        known.push(await timed(student.email));
        unknown.push(await timed(`nobody.${i}@example.com`));
      }
      expect(median(known)).toBeLessThan(MAIL_MS / 2);
      expect(Math.abs(median(known) - median(unknown))).toBeLessThan(MAIL_MS / 4);
      // Every known address still got its mail.
      await t.app.get(AfterAnswerWork).settled();
      expect(slowSend).toHaveBeenCalledTimes(students.length);
    } finally {
      slowSend.mockRestore();
    }
  });
});

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

describe('POST /api/reset-password/confirm', () => {
  it('sets the new password: the old one fails and the new one works', async () => {
    const student = await t.student();
    const token = await mailedToken(student.email);
    const response = await confirm(token).expect(200);
    expect(response.body).toEqual({
      message: 'Your password has been changed. You can now sign in.',
    });
    const old = await login(student.email, STRONG_PASSWORD).expect(401);
    expect((old.body as ApiError).message).toBe('Invalid email or password');
    await login(student.email, OTHER_STRONG_PASSWORD).expect(200);
  });

  it('accepts a token only once', async () => {
    const student = await t.student();
    const token = await mailedToken(student.email);
    await confirm(token).expect(200);
    const again = await confirm(token, 'An0ther!password').expect(400);
    expect(again.body).toEqual(INVALID_LINK);
    await login(student.email, OTHER_STRONG_PASSWORD).expect(200);
    await login(student.email, 'An0ther!password').expect(401);
  });

  it('accepts a token confirmed twice at once only once', async () => {
    const student = await t.student();
    const token = await mailedToken(student.email);
    const passwords = [OTHER_STRONG_PASSWORD, 'An0ther!password'];
    const answers = await Promise.all(passwords.map((password) => confirm(token, password)));
    expect(answers.map(({ status }) => status).sort()).toEqual([200, 400]);
    const winner = passwords[answers.findIndex(({ status }) => status === 200)];
    const loser = passwords.find((password) => password !== winner)!;
    await login(student.email, winner).expect(200);
    await login(student.email, loser).expect(401);
  });

  it('spends an earlier token of the same user when a later one is used', async () => {
    const student = await t.student();
    const earlier = await mailedToken(student.email);
    const later = await mailedToken(student.email);
    expect(later).not.toBe(earlier);
    await confirm(later).expect(200);
    const response = await confirm(earlier, 'An0ther!password').expect(400);
    expect(response.body).toEqual(INVALID_LINK);
    await login(student.email, OTHER_STRONG_PASSWORD).expect(200);
  });

  it("does not spend another user's token", async () => {
    const first = await t.student();
    const second = await t.student();
    const firstToken = await mailedToken(first.email);
    const secondToken = await mailedToken(second.email);
    await confirm(firstToken).expect(200);
    await confirm(secondToken).expect(200);
    await login(second.email, OTHER_STRONG_PASSWORD).expect(200);
  });

  it('refuses an expired token and keeps the old password', async () => {
    const student = await t.student();
    const token = await mailedToken(student.email);
    await t.app
      .get(DataSource)
      .query(
        "UPDATE password_reset_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1",
        [student.id],
      );
    const response = await confirm(token).expect(400);
    expect(response.body).toEqual(INVALID_LINK);
    await login(student.email, STRONG_PASSWORD).expect(200);
  });

  it('refuses an unknown token', async () => {
    const response = await confirm('x'.repeat(43)).expect(400);
    expect(response.body).toEqual(INVALID_LINK);
  });

  it('applies the registration password rules and keeps the token usable', async () => {
    const student = await t.student();
    const token = await mailedToken(student.email);
    const weak = await confirm(token, 'weakpass1!').expect(400);
    expect((weak.body as ApiError).message).toBe(
      'Password must contain at least one uppercase letter',
    );
    await confirm(token).expect(200);
  });

  it('lifts a lock-out from failed sign-ins, so the new password works at once', async () => {
    const student = await t.student();
    for (let i = 0; i < 5; i += 1) await login(student.email, 'Wr0ng!pass').expect(401);
    await login(student.email, STRONG_PASSWORD).expect(429);
    await confirm(await mailedToken(student.email)).expect(200);
    await login(student.email, OTHER_STRONG_PASSWORD).expect(200);
  });

  it('signs out the sessions opened before the reset, not the ones after', async () => {
    const student = await t.student();
    await t.http.get('/api/user').set('token', student.token).expect(200);
    const token = await mailedToken(student.email);
    await confirm(token).expect(200);
    await t.http.get('/api/user').set('token', student.token).expect(401);
    const fresh = await login(student.email, OTHER_STRONG_PASSWORD).expect(200);
    await t.http.get('/api/user').set('token', fresh.body.token).expect(200);
  });
});
