import { DataSource } from 'typeorm';
import type { User, UserEnvelope } from '@academy/contracts';
import { OTHER_STRONG_PASSWORD, STRONG_PASSWORD } from '@academy/contracts/testing';
import type { MailMessage } from './support/mail-message.js';
import { resetTokenIn } from './support/outbox.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const PUBLIC_URL = 'https://academy.example.test';
const WRONG_PASSWORD = 'Wr0ng!pass';
const INVALID_LINK = {
  statusCode: 400,
  code: 'RESTORE_TOKEN_INVALID',
  message: 'This link is invalid or has expired',
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL } });
});
afterAll(() => t.close());

const me = async (token: string): Promise<User> =>
  ((await t.http.get('/api/user').set('token', token).expect(200)).body as UserEnvelope).data;
const login = (email: string, password: string) =>
  t.http.post('/api/login').send({ email, password });
const requestChange = (token: string, email: string, currentPassword = STRONG_PASSWORD) =>
  t.outbox.messagesDuring(() =>
    t.http.post('/api/user/email').set('token', token).send({ email, currentPassword }),
  );
const restore = (token: string) =>
  t.outbox.messagesDuring(() => t.http.post('/api/user/email/restore').send({ token }));

function linkToken(mail: MailMessage | undefined, path: string): string {
  const token = new RegExp(`/${path}\\?token=([A-Za-z0-9_-]+)`).exec(mail?.text ?? '')?.[1];
  expect(token).toBeDefined();
  return token ?? '';
}

/** A student whose e-mail was moved to `taken` by someone holding their session. */
async function hijacked(taken: string) {
  const student = await t.student();
  const { messages } = await requestChange(student.token, taken);
  const notice = messages.find((mail) => mail.to === student.email);
  const confirmation = messages.find((mail) => mail.to === taken);
  return { ...student, notice, confirmation };
}

describe('POST /api/user/email with the current password', () => {
  it('refuses a request without the current password, and mails nothing', async () => {
    const student = await t.student();
    const { result, messages } = await t.outbox.messagesDuring(() =>
      t.http
        .post('/api/user/email')
        .set('token', student.token)
        .send({ email: 'no.password@example.com' }),
    );
    expect(result.status).toBe(400);
    expect(JSON.stringify(result.body)).toContain('Current password is required');
    expect(messages).toHaveLength(0);
    expect((await me(student.token)).pending_email).toBeNull();
  });

  it('refuses a wrong one with CURRENT_PASSWORD_INVALID before saying whether the address is taken', async () => {
    const owner = await t.student();
    const student = await t.student();
    const { result, messages } = await requestChange(student.token, owner.email, WRONG_PASSWORD);
    expect(result.status).toBe(400);
    expect(result.body).toEqual({
      statusCode: 400,
      code: 'CURRENT_PASSWORD_INVALID',
      message: 'The current password is incorrect',
    });
    expect(messages).toHaveLength(0);
  });

  it('counts a wrong one as a failed sign-in: five lock the account from this address', async () => {
    const student = await t.student();
    for (let i = 0; i < 5; i += 1) {
      expect(
        (await requestChange(student.token, 'x@example.com', WRONG_PASSWORD)).result.status,
      ).toBe(400);
    }
    expect((await requestChange(student.token, 'x@example.com')).result.status).toBe(429);
    await login(student.email, STRONG_PASSWORD).expect(429);
  });

  it('mails the old address a notice with a link, valid 7 days, that restores it', async () => {
    const { notice, email, id } = await hijacked('thief.one@example.com');
    expect(notice?.to).toBe(email);
    expect(notice?.text).toContain('thief.one@example.com');
    expect(notice?.text).toContain(`${PUBLIC_URL}/restore-email?token=`);
    expect(notice?.text).toContain('within 7 days');
    const [stored] = await t.app.get(DataSource).query<{ lifetime: string }[]>(
      `SELECT EXTRACT(EPOCH FROM expires_at - created_at) AS lifetime
         FROM email_restore_tokens WHERE user_id = $1`,
      [id],
    );
    expect(Number(stored?.lifetime)).toBeCloseTo(7 * 24 * 3600, -1);
  });
});

describe('POST /api/user/email/restore', () => {
  it('brings back a confirmed change: old e-mail, every session ended, a reset link mailed there', async () => {
    const student = await hijacked('thief.two@example.com');
    await t.http
      .post('/api/user/email/confirm')
      .send({ token: linkToken(student.confirmation, 'confirm-email') })
      .expect(200);
    const other = (await login('thief.two@example.com', STRONG_PASSWORD).expect(200)).body
      .token as string;

    const { result, messages } = await restore(linkToken(student.notice, 'restore-email'));
    expect(result.status).toBe(200);
    expect(result.body).toEqual({
      message:
        'Your email has been restored and every device signed out. We have sent a link to choose a new password to it.',
    });
    await t.http.get('/api/user').set('token', student.token).expect(401);
    await t.http.get('/api/user').set('token', other).expect(401);
    expect(messages.map((mail) => mail.to)).toEqual([student.email]);
    const reset = resetTokenIn(messages[0]?.text ?? '');
    expect(reset).not.toBeNull();
    await t.http
      .post('/api/reset-password/confirm')
      .send({ token: reset, password: OTHER_STRONG_PASSWORD })
      .expect(200);
    const back = (await login(student.email, OTHER_STRONG_PASSWORD).expect(200)).body
      .token as string;
    expect(await me(back)).toMatchObject({
      email: student.email,
      pending_email: null,
      emailVerified: true,
    });
    await login('thief.two@example.com', OTHER_STRONG_PASSWORD).expect(401);
  });

  it('drops a change not yet confirmed: its confirmation link no longer works', async () => {
    const student = await hijacked('thief.three@example.com');
    await restore(linkToken(student.notice, 'restore-email'));
    const late = await t.http
      .post('/api/user/email/confirm')
      .send({ token: linkToken(student.confirmation, 'confirm-email') });
    expect(late.body).toMatchObject({ code: 'EMAIL_TOKEN_INVALID' });
    const token = (await login(student.email, STRONG_PASSWORD).expect(200)).body.token as string;
    expect(await me(token)).toMatchObject({ email: student.email, pending_email: null });
  });

  it('works once, and refuses an unknown, a malformed and an expired link with RESTORE_TOKEN_INVALID', async () => {
    const student = await hijacked('thief.four@example.com');
    const token = linkToken(student.notice, 'restore-email');
    expect((await restore(token)).result.status).toBe(200);
    const again = await restore(token);
    expect(again.result.body).toEqual(INVALID_LINK);
    expect(again.messages).toHaveLength(0);
    expect((await restore('x'.repeat(43))).result.body).toEqual(INVALID_LINK);
    expect((await restore('short')).result.status).toBe(400);

    const late = await hijacked('thief.five@example.com');
    await t.app
      .get(DataSource)
      .query(
        `UPDATE email_restore_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1`,
        [late.id],
      );
    expect((await restore(linkToken(late.notice, 'restore-email'))).result.body).toEqual(
      INVALID_LINK,
    );
    expect((await me(late.token)).pending_email).toBe('thief.five@example.com');
  });

  it('answers 409 EMAIL_TAKEN when another account registered the old address meanwhile', async () => {
    const student = await hijacked('thief.six@example.com');
    await t.http
      .post('/api/user/email/confirm')
      .send({ token: linkToken(student.confirmation, 'confirm-email') })
      .expect(200);
    await t.student({ email: student.email });
    const { result, messages } = await restore(linkToken(student.notice, 'restore-email'));
    expect(result.status).toBe(409);
    expect(result.body).toMatchObject({ code: 'EMAIL_TAKEN' });
    expect(messages).toHaveLength(0);
    expect((await me(student.token)).email).toBe('thief.six@example.com');
  });
});
