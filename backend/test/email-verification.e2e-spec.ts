import { DataSource } from 'typeorm';
import type { AuditEntry, User, UserEnvelope } from '@academy/contracts';
import type { MailMessage } from './support/mail-message.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { aRegistration, STRONG_PASSWORD } from '@academy/contracts/testing';

const PUBLIC_URL = 'https://academy.example.test';
const INVALID_LINK = {
  statusCode: 400,
  code: 'VERIFY_TOKEN_INVALID',
  message: 'This email verification link is invalid or has expired',
};

/** The token in a mail's /verify-email?token=… link. */
function verificationToken(mail: MailMessage | undefined): string {
  const token = /\/verify-email\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
  expect(token).toBeDefined();
  return token ?? '';
}

let t: TestApp<'admin' | 'support'>;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL }, staff: ['admin', 'support'] });
});
afterAll(() => t.close());

const me = async (token: string): Promise<User> =>
  ((await t.http.get('/api/user').set('token', token).expect(200)).body as UserEnvelope).data;
const verify = (token: string) => t.http.post('/api/user/email/verify').send({ token });
const resend = (token: string) =>
  t.outbox.messagesDuring(() =>
    t.http.post('/api/user/email/verify/resend').set('token', token).send(),
  );

/** Registers a student and answers them with the verification mail they were sent. */
async function registered() {
  const registration = aRegistration();
  const { result, messages } = await t.outbox.messagesDuring(() =>
    t.http.post('/api/register').send(registration).expect(201),
  );
  const token = result.body.token as string;
  const { id } = await me(token);
  return { id, token, email: registration.email, messages };
}

describe('POST /api/register', () => {
  it('mails one verification link, valid 48 hours, and the student starts unverified', async () => {
    const student = await registered();
    expect(student.messages).toHaveLength(1);
    const [mail] = student.messages;
    expect(mail?.to).toBe(student.email);
    expect(mail?.subject).toBe('Confirm your Trading Academy e-mail');
    expect(mail?.text).toContain(`${PUBLIC_URL}/verify-email?token=`);
    expect(mail?.text).toContain('within 48 hours');
    expect(await me(student.token)).toMatchObject({ emailVerified: false });
    const [stored] = await t.app.get(DataSource).query<{ token_hash: string; lifetime: string }[]>(
      `SELECT token_hash, EXTRACT(EPOCH FROM expires_at - created_at) AS lifetime
         FROM email_verification_tokens WHERE user_id = $1`,
      [student.id],
    );
    // Only the hash is kept: the link's token is nowhere in the database.
    expect(stored?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.token_hash).not.toContain(verificationToken(mail));
    expect(Number(stored?.lifetime)).toBeCloseTo(48 * 3600, -1);
  });
});

describe('POST /api/user/email/verify', () => {
  it('verifies the e-mail with the link alone, signed in or not, and only once', async () => {
    const student = await registered();
    const answer = await verify(verificationToken(student.messages[0])).expect(200);
    expect(answer.body).toEqual({ message: 'Your email has been verified' });
    expect(await me(student.token)).toMatchObject({ emailVerified: true });
    expect((await verify(verificationToken(student.messages[0]))).body).toEqual(INVALID_LINK);
  });

  it("verifies the link's account whoever is signed in on the device", async () => {
    const student = await registered();
    const other = await registered();
    await t.http
      .post('/api/user/email/verify')
      .set('token', other.token)
      .send({ token: verificationToken(student.messages[0]) })
      .expect(200);
    expect(await me(student.token)).toMatchObject({ emailVerified: true });
    expect(await me(other.token)).toMatchObject({ emailVerified: false });
  });

  it('refuses an unknown, a malformed and an expired link with VERIFY_TOKEN_INVALID', async () => {
    expect((await verify('x'.repeat(43))).body).toEqual(INVALID_LINK);
    await verify('short').expect(400);
    const student = await registered();
    await t.app
      .get(DataSource)
      .query(
        `UPDATE email_verification_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1`,
        [student.id],
      );
    expect((await verify(verificationToken(student.messages[0]))).body).toEqual(INVALID_LINK);
    expect(await me(student.token)).toMatchObject({ emailVerified: false });
  });

  it('refuses a link sent to an earlier address once staff changed the e-mail', async () => {
    const student = await registered();
    await t.http
      .put(`/api/admin/users/${student.id}`)
      .set('Authorization', t.tokens.admin)
      .send({ email: 'typed.by.staff@example.com' })
      .expect(200);
    expect((await verify(verificationToken(student.messages[0]))).body).toEqual(INVALID_LINK);
    expect(await me(student.token)).toMatchObject({ emailVerified: false });
  });

  it('counts an e-mail change confirmed by its link as verified', async () => {
    const student = await registered();
    const { messages } = await t.outbox.messagesDuring(() =>
      t.http
        .post('/api/user/email')
        .set('token', student.token)
        .send({ email: 'proven.box@example.com', currentPassword: STRONG_PASSWORD })
        .expect(202),
    );
    const link = messages.find((mail) => mail.to === 'proven.box@example.com');
    const token = /\/confirm-email\?token=([A-Za-z0-9_-]+)/.exec(link?.text ?? '')?.[1] ?? '';
    await t.http.post('/api/user/email/confirm').send({ token }).expect(200);
    expect(await me(student.token)).toMatchObject({
      email: 'proven.box@example.com',
      emailVerified: true,
    });
  });
});

describe('POST /api/user/email/verify/resend', () => {
  it('mails a new link, 3 times in 15 minutes, then answers 429 with Retry-After', async () => {
    const student = await registered();
    for (let i = 0; i < 3; i += 1) {
      const { result, messages } = await resend(student.token);
      expect(result.status).toBe(200);
      expect(result.body).toEqual({ message: 'We have sent a verification link to your email' });
      expect(messages.map((mail) => mail.to)).toEqual([student.email]);
    }
    const { result, messages } = await resend(student.token);
    expect(result.status).toBe(429);
    expect(Number(result.headers['retry-after'])).toBeGreaterThan(0);
    expect(messages).toHaveLength(0);
  });

  it('sends nothing once the e-mail is verified; every unspent link still works until then', async () => {
    const student = await registered();
    const again = await resend(student.token);
    await verify(verificationToken(student.messages[0])).expect(200);
    // Verifying spends the other links too.
    expect((await verify(verificationToken(again.messages[0]))).body).toEqual(INVALID_LINK);
    const { result, messages } = await resend(student.token);
    expect(result.body).toEqual({ message: 'Your email is already verified' });
    expect(messages).toHaveLength(0);
  });

  it('needs a signed-in student', async () => {
    await t.http.post('/api/user/email/verify/resend').expect(401);
    await t.http
      .post('/api/user/email/verify/resend')
      .set('Authorization', t.tokens.admin)
      .expect(401);
  });
});

describe('POST /api/admin/users/:id/verify-email', () => {
  const markVerified = (id: number, authorization: string) =>
    t.http.post(`/api/admin/users/${id}/verify-email`).set('Authorization', authorization);
  const auditOf = async (id: number) =>
    (
      await t.http
        .get(`/api/admin/users/${id}/audit`)
        .set('Authorization', t.tokens.admin)
        .expect(200)
    ).body as AuditEntry[];

  it('lets an admin confirm the e-mail, audited once, and shows the status on the user', async () => {
    const student = await registered();
    const before = await t.http
      .get(`/api/admin/users/${student.id}`)
      .set('Authorization', t.tokens.support)
      .expect(200);
    expect(before.body).toMatchObject({ emailVerified: false });
    const answer = await markVerified(student.id, t.tokens.admin).expect(200);
    expect(answer.body).toMatchObject({ id: student.id, emailVerified: true });
    await markVerified(student.id, t.tokens.admin).expect(200);
    const entries = (await auditOf(student.id)).filter((entry) => entry.action === 'email_verify');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      before: { email: student.email, emailVerified: false },
      after: { email: student.email, emailVerified: true },
    });
    expect(await me(student.token)).toMatchObject({ emailVerified: true });
  });

  it('is refused to support staff and to students, and answers 404 for an unknown user', async () => {
    const student = await registered();
    await markVerified(student.id, t.tokens.support).expect(403);
    await t.http
      .post(`/api/admin/users/${student.id}/verify-email`)
      .set('token', student.token)
      .expect(401);
    await markVerified(999_999, t.tokens.admin).expect(404);
    expect(await me(student.token)).toMatchObject({ emailVerified: false });
  });

  it('leaves the address staff type unverified until it is proven', async () => {
    const student = await registered();
    await markVerified(student.id, t.tokens.admin).expect(200);
    await t.http
      .put(`/api/admin/users/${student.id}`)
      .set('Authorization', t.tokens.admin)
      .send({ email: 'another.box@example.com' })
      .expect(200);
    expect(await me(student.token)).toMatchObject({ emailVerified: false });
  });
});

describe('POST /api/user/overdraft/:id and the verified e-mail', () => {
  it('activates the trial for an unverified student by default', async () => {
    const student = await registered();
    await t.http.post(`/api/user/overdraft/${student.id}`).set('token', student.token).expect(200);
  });

  it('with TRIAL_REQUIRES_VERIFIED_EMAIL=true answers 403 EMAIL_NOT_VERIFIED until verified', async () => {
    const strict = await createTestApp({
      env: { PUBLIC_URL, TRIAL_REQUIRES_VERIFIED_EMAIL: 'true' },
      staff: ['support'],
    });
    try {
      const registration = aRegistration();
      const { result, messages } = await strict.outbox.messagesDuring(() =>
        strict.http.post('/api/register').send(registration).expect(201),
      );
      const token = result.body.token as string;
      const { id } = (
        (await strict.http.get('/api/user').set('token', token).expect(200)).body as UserEnvelope
      ).data;
      const refused = await strict.http.post(`/api/user/overdraft/${id}`).set('token', token);
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({
        statusCode: 403,
        code: 'EMAIL_NOT_VERIFIED',
        message: 'Please verify your email before activating the trial',
      });
      // Staff grant the trial knowingly; the setting is about the student's own click.
      const other = await strict.student();
      await strict.http
        .post(`/api/user/overdraft/${other.id}`)
        .set('Authorization', strict.tokens.support)
        .expect(200);
      await strict.http
        .post('/api/user/email/verify')
        .send({ token: verificationToken(messages[0]) })
        .expect(200);
      await strict.http.post(`/api/user/overdraft/${id}`).set('token', token).expect(200);
    } finally {
      await strict.close();
    }
  });
});
