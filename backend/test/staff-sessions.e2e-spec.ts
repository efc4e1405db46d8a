import { JwtService } from '@nestjs/jwt';
import type { StaffSession } from '@academy/contracts';
import { hmacKey } from '../src/common/auth/hmac-key.js';
import { StaffAccountsService } from '../src/modules/staff-auth/staff-accounts.service.js';
import { createTestApp, staffIdOf, type TestApp } from './support/test-app.js';

const PASSWORD = 'staff-session-password';
const BROWSER =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

describe('staff sessions', () => {
  let t: TestApp<'admin' | 'support'>;
  let counter = 0;

  beforeAll(async () => {
    t = await createTestApp({ staff: ['admin', 'support'] });
  });
  afterAll(() => t.close());

  const signIn = async (username: string, password = PASSWORD) =>
    `Bearer ${(await t.http.post('/api/admin/login').set('User-Agent', BROWSER).send({ username, password }).expect(200)).body.token}`;
  const works = (bearer: string) => t.http.get('/api/admin/2fa').set('Authorization', bearer);

  async function member(role: 'admin' | 'support' = 'support') {
    const username = `session.${role}.${(counter += 1)}`;
    await t.app.get(StaffAccountsService).upsert(username, PASSWORD, role);
    const [first, other] = [await signIn(username), await signIn(username)];
    return { username, id: staffIdOf(first), first, other };
  }

  describe('POST /api/admin/logout', () => {
    it('ends this session at once and leaves the others', async () => {
      const account = await member();
      await t.http.post('/api/admin/logout').set('Authorization', account.first).expect(204);
      await works(account.first).expect(401);
      await works(account.other).expect(200);
      await t.http.post('/api/admin/logout').set('Authorization', account.first).expect(401);
    });

    it('is for staff tokens: none, or an API key, is a 401', async () => {
      await t.http.post('/api/admin/logout').expect(401);
      const key = await t.http
        .post('/api/admin/api-keys')
        .set('Authorization', t.tokens.admin)
        .send({ name: 'logout', scopes: ['stats:read'] })
        .expect(201);
      await t.http.post('/api/admin/logout').set('X-Api-Key', key.body.key).expect(401);
    });

    it('refuses a token from before staff sessions (no session id): one more sign-in', async () => {
      const account = await member();
      // The same claims as the account's own token, but without `sid`.
      const { ver } = JSON.parse(
        Buffer.from(account.first.split('.')[1], 'base64url').toString(),
      ) as { ver: number };
      const old = await t.app
        .get(JwtService)
        .signAsync(
          { sub: String(account.id), aud: 'staff', role: 'support', ver },
          { secret: hmacKey(t.config.adminJwtSecret), algorithm: 'HS256', expiresIn: 3600 },
        );
      await works(account.first).expect(200);
      await works(`Bearer ${old}`).expect(401);
    });
  });

  describe('POST /api/admin/logout-all', () => {
    it("ends every session of the caller's account", async () => {
      const account = await member();
      await t.http.post('/api/admin/logout-all').set('Authorization', account.first).expect(204);
      await works(account.first).expect(401);
      await works(account.other).expect(401);
      await works(t.tokens.support).expect(200);
    });
  });

  describe('GET and DELETE /api/admin/staff/:id/sessions', () => {
    it('shows admins the open sessions and ends one, audited', async () => {
      const account = await member();
      await t.http
        .get(`/api/admin/staff/${account.id}/sessions`)
        .set('Authorization', t.tokens.support)
        .expect(403);
      const listed = (
        await t.http
          .get(`/api/admin/staff/${account.id}/sessions`)
          .set('Authorization', t.tokens.admin)
          .expect(200)
      ).body as StaffSession[];
      expect(listed).toHaveLength(2);
      expect(listed[0]).toMatchObject({ device: 'Chrome on macOS', current: false });
      await t.http
        .delete(`/api/admin/staff/${account.id}/sessions/${listed[0].id}`)
        .set('Authorization', t.tokens.support)
        .expect(403);
      await t.http
        .delete(`/api/admin/staff/${account.id}/sessions/${listed[0].id}`)
        .set('Authorization', t.tokens.admin)
        .expect(204);
      const [left] = (
        await t.http
          .get(`/api/admin/staff/${account.id}/sessions`)
          .set('Authorization', t.tokens.admin)
          .expect(200)
      ).body as StaffSession[];
      expect(left.id).not.toBe(listed[0].id);
      const stillWorking = [await works(account.first), await works(account.other)].map(
        (r) => r.status,
      );
      expect(stillWorking.sort()).toEqual([200, 401]);
      await t.http
        .delete(`/api/admin/staff/${account.id}/sessions/${listed[0].id}`)
        .set('Authorization', t.tokens.admin)
        .expect(404);
      await t.http
        .delete(`/api/admin/staff/${account.id}/sessions/not-a-uuid`)
        .set('Authorization', t.tokens.admin)
        .expect(404);
      await t.http
        .get('/api/admin/staff/999999/sessions')
        .set('Authorization', t.tokens.admin)
        .expect(404);
      const audit = await t.http
        .get('/api/admin/audit')
        .query({ filter: JSON.stringify({ action: 'staff_session_end' }) })
        .set('Authorization', t.tokens.admin)
        .expect(200);
      expect(audit.body[0]).toMatchObject({
        after: { staff: account.username, session: listed[0].id },
      });
    });

    it("marks the asking admin's own session", async () => {
      const id = staffIdOf(t.tokens.admin);
      const own = (
        await t.http
          .get(`/api/admin/staff/${id}/sessions`)
          .set('Authorization', t.tokens.admin)
          .expect(200)
      ).body as StaffSession[];
      expect(own.filter((session) => session.current)).toHaveLength(1);
    });
  });

  describe('password changes', () => {
    it("end every session of another account, and an admin's own others but the one changing it", async () => {
      const other = await member();
      await t.http
        .post(`/api/admin/staff/${other.id}/password`)
        .set('Authorization', t.tokens.admin)
        .send({ password: 'a-brand-new-password' })
        .expect(200);
      await works(other.first).expect(401);
      await works(other.other).expect(401);

      const self = await member('admin');
      await t.http
        .post(`/api/admin/staff/${self.id}/password`)
        .set('Authorization', self.first)
        .send({ password: 'my-own-new-password' })
        .expect(200);
      await works(self.first).expect(200);
      await works(self.other).expect(401);
    });

    it('and disabling an account ends its sessions', async () => {
      const account = await member();
      await t.http
        .put(`/api/admin/staff/${account.id}`)
        .set('Authorization', t.tokens.admin)
        .send({ disabled: true })
        .expect(200);
      const listed = await t.http
        .get(`/api/admin/staff/${account.id}/sessions`)
        .set('Authorization', t.tokens.admin)
        .expect(200);
      expect(listed.body).toEqual([]);
    });
  });
});
