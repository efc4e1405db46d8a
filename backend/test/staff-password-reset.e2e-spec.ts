import { DataSource } from 'typeorm';
import type { ApiError } from '@academy/contracts';
import { OTHER_STRONG_PASSWORD } from '@academy/contracts/testing';
import { resetTokenIn } from './support/outbox.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const PUBLIC_URL = 'https://academy.example.test';

let t: TestApp<'admin' | 'support'>;

/** Staff ask for a user's reset; answers the response and the mails it wrote. */
async function sendReset(id: number | string, token = t.tokens.admin) {
  const { result: response, mails } = await t.outbox.during(() =>
    t.http.post(`/api/admin/users/${id}/password-reset`).set('Authorization', token),
  );
  return { response, mails };
}

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL }, staff: ['admin', 'support'] });
});
afterAll(() => t.close());

describe('POST /api/admin/users/:id/password-reset', () => {
  it("mails that user the single-use link of the student's own reset", async () => {
    const student = await t.student();
    const { response, mails } = await sendReset(student.id);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'Password reset e-mail sent' });
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatch(new RegExp(`^To: ${student.email}$`, 'm'));
    const token = resetTokenIn(mails[0]);
    expect(mails[0]).toContain(`${PUBLIC_URL}/reset-password?token=`);

    const confirm = () =>
      t.http.post('/api/reset-password/confirm').send({ token, password: OTHER_STRONG_PASSWORD });
    await confirm().expect(200);
    await t.http
      .post('/api/login')
      .send({ email: student.email, password: OTHER_STRONG_PASSWORD })
      .expect(200);
    await confirm().expect(400);
  });

  it('lets support staff send it too, and audits who sent it to whom', async () => {
    const student = await t.student();
    const { response, mails } = await sendReset(student.id, t.tokens.support);
    expect(response.status).toBe(200);
    expect(mails).toHaveLength(1);
    const entries = await t.app
      .get(DataSource)
      .query<unknown[]>(
        `SELECT actor_role, action, after FROM audit_log WHERE target_user_id = $1`,
        [student.id],
      );
    expect(entries).toEqual([
      { actor_role: 'support', action: 'password_reset', after: { email: student.email } },
    ]);
  });

  it('audits nothing when no mail went out', async () => {
    const student = await t.student();
    let sent = 0;
    let last = await sendReset(student.id);
    for (; last.response.status === 200; last = await sendReset(student.id)) sent += 1;
    expect(last.response.status).toBe(429);
    const entries = await t.app
      .get(DataSource)
      .query<unknown[]>(`SELECT id FROM audit_log WHERE target_user_id = $1`, [student.id]);
    expect(entries).toHaveLength(sent);
  });

  it('shares the per-address limit with the public reset and says when it is reached', async () => {
    const student = await t.student();
    // The public call mails after answering: the outbox waits for those mails.
    for (let i = 0; i < 3; i += 1) {
      await t.outbox.during(() =>
        t.http.post('/api/reset-password').send({ email: student.email }).expect(200),
      );
    }
    for (let i = 0; i < 2; i += 1) expect((await sendReset(student.id)).mails).toHaveLength(1);
    const { response, mails } = await sendReset(student.id);
    expect(response.status).toBe(429);
    expect(response.body).toEqual({
      statusCode: 429,
      message: 'Too many password reset e-mails for this user. Please try again later.',
      code: 'TOO_MANY_REQUESTS',
    });
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(mails).toEqual([]);
  });

  it('answers 404 for an unknown or deleted user and mails nobody', async () => {
    const student = await t.student();
    await t.http
      .delete(`/api/admin/users/${student.id}`)
      .set('Authorization', t.tokens.admin)
      .expect(200);
    for (const id of [student.id, 999_999]) {
      const { response, mails } = await sendReset(id);
      expect(response.status).toBe(404);
      expect((response.body as ApiError).message).toBe('User not found');
      expect(mails).toEqual([]);
    }
  });

  it('answers 400 for an id that is not a positive whole number', async () => {
    const { response } = await sendReset('abc');
    expect(response.status).toBe(400);
    expect((response.body as ApiError).message).toBe('The id must be a positive whole number');
  });

  it('is for staff only', async () => {
    const student = await t.student();
    const path = `/api/admin/users/${student.id}/password-reset`;
    const mailed = t.outbox.count();
    await t.http.post(path).expect(401);
    await t.http.post(path).set('token', student.token).expect(401);
    await t.http.post(path).set('Authorization', `Bearer ${student.token}`).expect(401);
    expect(t.outbox.count()).toBe(mailed);
  });
});
