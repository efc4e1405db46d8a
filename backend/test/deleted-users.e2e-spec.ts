import type { ApiError, AuditEntry, DeletedUser, User } from '@academy/contracts';
import { STRONG_PASSWORD } from '@academy/contracts/testing';
import { readdirSync } from 'node:fs';
import { DataSource } from 'typeorm';
import { DeletedUsersService } from '../src/modules/users/deleted/deleted-users.service.js';
import { PNG } from './support/receipt-files.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('deleted users: list, restore and the removal of personal data', () => {
  let t: TestApp<'admin' | 'support'>;
  let db: DataSource;

  beforeAll(async () => {
    t = await createTestApp({ staff: ['admin', 'support'] });
    db = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  const as = (token: string) => ({ Authorization: token });
  const remove = (id: number) =>
    t.http.delete(`/api/admin/users/${id}`).set(as(t.tokens.admin)).expect(200);
  const restore = (id: number, token = t.tokens.admin) =>
    t.http.post(`/api/admin/users/${id}/restore`).set(as(token));
  const listDeleted = (extra: Record<string, string> = {}) =>
    t.http
      .get('/api/admin/users')
      .query({ filter: JSON.stringify({ deleted: true }), ...extra })
      .set(as(t.tokens.admin));
  const deletedDaysAgo = (id: number, days: number) =>
    db.query(`UPDATE users SET deleted_at = now() - $2 * interval '1 day' WHERE id = $1`, [
      id,
      days,
    ]);
  const signIn = (email: string) =>
    t.http.post('/api/login').send({ email, password: STRONG_PASSWORD });
  const auditOf = async (targetUserId: number) =>
    (
      await t.http
        .get('/api/admin/audit')
        .query({ filter: JSON.stringify({ targetUserId }) })
        .set(as(t.tokens.admin))
        .expect(200)
    ).body as AuditEntry[];

  describe('GET /api/admin/users with filter.deleted=true', () => {
    it('lists the deleted users of the restore window, with the time of deletion', async () => {
      const kept = await t.student();
      const gone = await t.student();
      const long = await t.student();
      await remove(gone.id);
      await remove(long.id);
      await deletedDaysAgo(long.id, 31);

      const response = await listDeleted().expect(200);
      const users = response.body as DeletedUser[];
      const ids = users.map((user) => user.id);
      expect(ids).toContain(gone.id);
      expect(ids).not.toContain(kept.id);
      expect(ids).not.toContain(long.id);
      const entry = users.find((user) => user.id === gone.id)!;
      expect(entry.email).toBe(gone.email);
      expect(Date.now() - Date.parse(entry.deleted_at)).toBeLessThan(60_000);
      expect(Date.parse(entry.purge_at) - Date.parse(entry.deleted_at)).toBe(30 * DAY_MS);
      expect(response.headers['content-range']).toBe(`users 0-${ids.length - 1}/${ids.length}`);

      const normal = (await t.http.get('/api/admin/users').set(as(t.tokens.admin)).expect(200))
        .body as User[];
      expect(normal.map((user) => user.id)).not.toContain(gone.id);
    });

    it('pages and sorts by deletion time', async () => {
      const first = await t.student();
      const second = await t.student();
      await remove(first.id);
      await remove(second.id);
      await deletedDaysAgo(first.id, 2);
      const newest = (await listDeleted({ range: '[0,0]' }).expect(200)).body as DeletedUser[];
      expect(newest[0]?.id).toBe(second.id);
      const oldest = (
        await listDeleted({ sort: '["deleted_at","ASC"]', range: '[0,0]' }).expect(200)
      ).body as DeletedUser[];
      expect(oldest[0]?.id).toBe(first.id);
    });
  });

  describe('POST /api/admin/users/:id/restore', () => {
    it('brings the user back: listed again and able to sign in, audited', async () => {
      const student = await t.student();
      await t.http
        .put(`/api/user/${student.id}/balance`)
        .set(as(t.tokens.admin))
        .send({ balance: 42 })
        .expect(200);
      await remove(student.id);
      await signIn(student.email).expect(401);
      await t.http.get('/api/user').set('token', student.token).expect(401);

      const response = await restore(student.id).expect(200);
      expect(response.body).toMatchObject({ id: student.id, email: student.email, balance: 42 });
      await signIn(student.email).expect(200);
      // The sessions from before the deletion stay ended.
      await t.http.get('/api/user').set('token', student.token).expect(401);
      await t.http.get(`/api/admin/users/${student.id}`).set(as(t.tokens.admin)).expect(200);
      const ids = ((await listDeleted().expect(200)).body as DeletedUser[]).map((user) => user.id);
      expect(ids).not.toContain(student.id);
      const [entry] = await auditOf(student.id);
      expect(entry).toMatchObject({
        action: 'user_restore',
        actorRole: 'admin',
        after: { email: student.email },
      });
    });

    it('answers 409 when a new account took the e-mail meanwhile', async () => {
      const student = await t.student();
      await remove(student.id);
      await t.student({ email: student.email });
      const response = await restore(student.id).expect(409);
      expect((response.body as ApiError).message).toBe(
        'A new account uses this e-mail now: the deleted user cannot be restored',
      );
      expect((response.body as ApiError).code).toBe('EMAIL_TAKEN');
    });

    it('answers 404 for a user not deleted, deleted over 30 days ago, or unknown', async () => {
      const active = await t.student();
      await restore(active.id).expect(404);
      const old = await t.student();
      await remove(old.id);
      await deletedDaysAgo(old.id, 30.01);
      await restore(old.id).expect(404);
      await restore(999999).expect(404);
    });

    it('is for admins only: support gets 403', async () => {
      const student = await t.student();
      await remove(student.id);
      await restore(student.id, t.tokens.support).expect(403);
      await restore(student.id).expect(200);
    });
  });

  describe('the scheduled removal of personal data', () => {
    it('anonymises users deleted over 30 days ago and keeps their ledger and payments', async () => {
      const student = await t.student({ username: 'Ivan', lastname: 'Petrov' });
      await t.http
        .put(`/api/user/${student.id}/balance`)
        .set(as(t.tokens.admin))
        .send({ balance: 70 })
        .expect(200);
      await t.http
        .post(`/api/admin/users/${student.id}/password-reset`)
        .set(as(t.tokens.admin))
        .expect(200);
      // An unlock link mailed when the account was locked: it must not outlive the account's data.
      await db.query(
        `INSERT INTO sign_in_unlock_tokens (user_id, token_hash, expires_at)
         VALUES ($1, $2, now() + interval '1 day')`,
        [student.id, 'a'.repeat(64)],
      );
      const recent = await t.student();
      const payment = (
        await t.http
          .post('/api/payments/manual')
          .set('token', student.token)
          .send({ method: 'p2p', reference: `purge-${student.id}`, course: 'topup', price: 50 })
          .expect(201)
      ).body as { id: string };
      await t.http
        .put(`/api/payments/${payment.id}/receipt`)
        .set('token', student.token)
        .attach('receipt', PNG, { filename: 'receipt.png', contentType: 'image/png' })
        .expect(200);
      const receiptFiles = () => readdirSync(t.config.receiptsDir);
      expect(receiptFiles()).toHaveLength(1);
      await remove(student.id);
      await remove(recent.id);
      const deletedAt = Date.now();
      const purge = t.app.get(DeletedUsersService);
      const purgedIds = async () =>
        (
          await db.query<{ id: number }[]>(
            `SELECT id FROM users WHERE id = ANY($1::int[]) AND purged_at IS NOT NULL`,
            [[student.id, recent.id]],
          )
        ).map((user) => user.id);

      await purge.purgeExpired(new Date(deletedAt + 29 * DAY_MS));
      expect(await purgedIds()).toEqual([]);
      await purge.purgeExpired(new Date(deletedAt + 31 * DAY_MS));
      expect((await purgedIds()).sort()).toEqual([student.id, recent.id].sort());

      const [row] = await db.query<Record<string, unknown>[]>(
        `SELECT username, lastname, email, contact, avatar, pending_email, password_hash, balance,
                purged_at IS NOT NULL AS purged
           FROM users WHERE id = $1`,
        [student.id],
      );
      expect(row).toEqual({
        username: 'Deleted',
        lastname: 'user',
        email: `deleted-${student.id}@deleted.invalid`,
        contact: '',
        avatar: null,
        pending_email: null,
        password_hash: expect.stringMatching(/^purged:/),
        balance: '70.00',
        purged: true,
      });
      expect(await t.ledger(student.id)).toHaveLength(1);
      // The payment stays, without the receipt that showed the payer's bank details.
      const [kept] = await db.query<Record<string, unknown>[]>(
        `SELECT status, receipt_file FROM payments WHERE public_id = $1`,
        [payment.id],
      );
      expect(kept).toEqual({ status: 'pending', receipt_file: null });
      expect(receiptFiles()).toEqual([]);
      const tokens = await db.query<unknown[]>(
        `SELECT id FROM password_reset_tokens WHERE user_id = $1`,
        [student.id],
      );
      expect(tokens).toEqual([]);
      const unlockLinks = await db.query<unknown[]>(
        `SELECT id FROM sign_in_unlock_tokens WHERE user_id = $1`,
        [student.id],
      );
      expect(unlockLinks).toEqual([]);

      const entries = await auditOf(student.id);
      expect(entries.map((entry) => entry.action)).toEqual([
        'user_purge',
        'delete',
        'password_reset',
        'balance',
      ]);
      expect(JSON.stringify(entries)).not.toContain(student.email);
      expect(entries.find((entry) => entry.action === 'balance')?.after).toEqual({ balance: 70 });

      // Done once: the next run finds nothing, and the user cannot come back.
      expect(await purge.purgeExpired(new Date(deletedAt + 32 * DAY_MS))).toBe(0);
      await restore(student.id).expect(404);
      await signIn(student.email).expect(401);
    });
  });
});
