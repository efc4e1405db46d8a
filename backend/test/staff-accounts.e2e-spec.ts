import type { AdminLoginResponse, ApiError, AuditEntry, StaffAccount } from '@academy/contracts';
import { DataSource } from 'typeorm';
import type { ApiException } from '../src/common/http/api-exception.js';
import { StaffManagementService } from '../src/modules/staff-auth/staff-management.service.js';
import { createTestApp, staffIdOf, type TestApp } from './support/test-app.js';

const PASSWORD = 'a-long-staff-password';

describe('/api/admin/staff', () => {
  let t: TestApp<'admin' | 'support'>;

  beforeAll(async () => {
    t = await createTestApp({ staff: ['admin', 'support'] });
  });
  afterAll(() => t.close());

  const as = (token: string) => ({ Authorization: token });
  const signIn = (username: string, password = PASSWORD) =>
    t.http.post('/api/admin/login').send({ username, password });
  const bearer = async (username: string, password = PASSWORD) =>
    `Bearer ${((await signIn(username, password).expect(200)).body as AdminLoginResponse).token}`;
  const create = (
    username: string,
    role: 'admin' | 'support' = 'support',
    token = t.tokens.admin,
  ) => t.http.post('/api/admin/staff').set(as(token)).send({ username, role, password: PASSWORD });
  const update = (id: number, changes: object, token = t.tokens.admin) =>
    t.http.put(`/api/admin/staff/${id}`).set(as(token)).send(changes);
  const auditOf = async (action: string): Promise<AuditEntry[]> =>
    (
      await t.http
        .get('/api/admin/audit')
        .query({ filter: JSON.stringify({ action }) })
        .set(as(t.tokens.admin))
        .expect(200)
    ).body as AuditEntry[];
  const activeAdminCount = async () => {
    const [row] = await t.app
      .get(DataSource)
      .query<{ count: number }[]>(
        `SELECT count(*)::int AS count FROM staff WHERE role = 'admin' AND disabled_at IS NULL`,
      );
    return row?.count;
  };
  /** Leaves exactly the given accounts as active admins, so that the last-admin rule can be met. */
  const onlyAdmins = async (...ids: number[]) => {
    await t.app
      .get(DataSource)
      .query(
        `UPDATE staff SET role = 'support' WHERE role = 'admin' AND NOT (id = ANY($1::int[]))`,
        [ids],
      );
  };

  describe('POST /api/admin/staff', () => {
    it('creates an account that signs in with its initial password and role', async () => {
      const response = await create('new.support').expect(201);
      expect(response.body).toEqual({
        id: expect.any(Number),
        username: 'new.support',
        role: 'support',
        disabled: false,
        createdAt: expect.any(String),
        lastSignInAt: null,
        twoFactorEnabled: false,
      });
      const login = (await signIn('new.support').expect(200)).body as AdminLoginResponse;
      expect(login.role).toBe('support');
    });

    it('refuses a taken username in any letter case with 409', async () => {
      await create('taken.name').expect(201);
      const response = await create('TAKEN.name', 'admin').expect(409);
      expect((response.body as ApiError).message).toBe(
        'A staff account with this username already exists',
      );
    });

    it.each([
      [{ username: 'ab', role: 'support', password: PASSWORD }, 'The username must be 3 to 100'],
      [{ username: 'has space', role: 'support', password: PASSWORD }, 'The username must be'],
      [{ username: 'short.pw', role: 'support', password: 'eleven-char' }, 'at least 12'],
      [{ username: 'bad.role', role: 'owner', password: PASSWORD }, 'role must be one of'],
      [{ username: 'no.password', role: 'support' }, 'Password is required'],
    ])('refuses %j with 400', async (body, message) => {
      const response = await t.http
        .post('/api/admin/staff')
        .set(as(t.tokens.admin))
        .send(body)
        .expect(400);
      expect((response.body as ApiError).message).toContain(message);
    });

    it('is audited with the new account and its role', async () => {
      await create('audited.one', 'admin').expect(201);
      const [entry] = await auditOf('staff_create');
      expect(entry).toMatchObject({
        actorRole: 'admin',
        targetUserId: null,
        before: null,
        after: { staff: 'audited.one', role: 'admin' },
      });
    });
  });

  describe('GET /api/admin/staff', () => {
    it('lists the accounts with Content-Range, paged and sorted, with the last sign-in', async () => {
      await create('list.me').expect(201);
      const before = Date.now();
      await signIn('list.me').expect(200);
      const response = await t.http
        .get('/api/admin/staff')
        .query({ sort: '["lastSignInAt","DESC"]', range: '[0,0]' })
        .set(as(t.tokens.admin))
        .expect(200);
      expect(response.headers['content-range']).toMatch(/^staff 0-0\/\d+$/);
      const [latest] = response.body as StaffAccount[];
      expect(latest?.username).toBe('list.me');
      expect(Date.parse(latest.lastSignInAt ?? '')).toBeGreaterThanOrEqual(before - 1000);
      const all = (await t.http.get('/api/admin/staff').set(as(t.tokens.admin)).expect(200))
        .body as StaffAccount[];
      expect(all.map((account) => account.username)).toContain('list.me');
    });

    it('answers one account, and 404 for an unknown id', async () => {
      const { id } = (await create('one.account').expect(201)).body as StaffAccount;
      const one = await t.http.get(`/api/admin/staff/${id}`).set(as(t.tokens.admin)).expect(200);
      expect((one.body as StaffAccount).username).toBe('one.account');
      await t.http.get('/api/admin/staff/999999').set(as(t.tokens.admin)).expect(404);
    });

    it('refuses an unknown sort field with 400', async () => {
      await t.http
        .get('/api/admin/staff')
        .query({ sort: '["password_hash","ASC"]' })
        .set(as(t.tokens.admin))
        .expect(400);
    });
  });

  describe('PUT /api/admin/staff/:id', () => {
    it('disabling ends the sessions at once and stops sign-in; enabling lets it sign in again', async () => {
      const { id } = (await create('to.disable').expect(201)).body as StaffAccount;
      const token = await bearer('to.disable');
      await t.http.get('/api/admin/users').set(as(token)).expect(200);

      const disabled = await update(id, { disabled: true }).expect(200);
      expect((disabled.body as StaffAccount).disabled).toBe(true);
      await t.http.get('/api/admin/users').set(as(token)).expect(401);
      await signIn('to.disable').expect(401);

      await update(id, { disabled: false }).expect(200);
      await t.http
        .get('/api/admin/users')
        .set(as(await bearer('to.disable')))
        .expect(200);
      const [disableEntry] = await auditOf('staff_disable');
      expect(disableEntry).toMatchObject({
        before: { staff: 'to.disable', disabled: false },
        after: { staff: 'to.disable', disabled: true },
      });
      const [enableEntry] = await auditOf('staff_enable');
      expect(enableEntry?.after).toEqual({ staff: 'to.disable', disabled: false });
    });

    it('a role change takes effect at once: a demoted admin is signed out', async () => {
      const { id } = (await create('to.demote', 'admin').expect(201)).body as StaffAccount;
      const token = await bearer('to.demote');
      await t.http.get('/api/admin/staff').set(as(token)).expect(200);

      const demoted = await update(id, { role: 'support' }).expect(200);
      expect((demoted.body as StaffAccount).role).toBe('support');
      await t.http.get('/api/admin/staff').set(as(token)).expect(401);
      await t.http
        .get('/api/admin/staff')
        .set(as(await bearer('to.demote')))
        .expect(403);
      const [entry] = await auditOf('staff_role');
      expect(entry).toMatchObject({
        before: { staff: 'to.demote', role: 'admin' },
        after: { staff: 'to.demote', role: 'support' },
      });
    });

    it('a change that changes nothing keeps the sessions and writes no audit entry', async () => {
      const { id } = (await create('unchanged').expect(201)).body as StaffAccount;
      const token = await bearer('unchanged');
      const before = (await auditOf('staff_role')).length;
      await update(id, { role: 'support', disabled: false }).expect(200);
      await t.http.get('/api/admin/users').set(as(token)).expect(200);
      expect(await auditOf('staff_role')).toHaveLength(before);
    });

    it('refuses to disable or demote the last active admin with 409', async () => {
      const lastToken = await t.staff('admin', 'last.admin');
      const lastId = staffIdOf(lastToken);
      await onlyAdmins(lastId);
      for (const changes of [{ disabled: true }, { role: 'support' }]) {
        const response = await update(lastId, changes, lastToken).expect(409);
        expect((response.body as ApiError).message).toBe(
          'This is the last active admin: make another admin first',
        );
      }
      // A disabled admin does not count: enabling is what keeps an admin.
      const { id: otherId } = (await create('disabled.admin', 'admin', lastToken).expect(201))
        .body as StaffAccount;
      await update(otherId, { disabled: true }, lastToken).expect(200);
      await update(lastId, { role: 'support' }, lastToken).expect(409);
      await update(otherId, { disabled: false }, lastToken).expect(200);
      await update(lastId, { role: 'support' }, lastToken).expect(200);
      t.tokens.admin = await bearer('disabled.admin');
    });

    it('of two admins demoting each other at the same moment, one is refused', async () => {
      const first = await t.staff('admin', 'race.one');
      const second = await t.staff('admin', 'race.two');
      await onlyAdmins(staffIdOf(first), staffIdOf(second));
      const [one, two] = await Promise.all([
        update(staffIdOf(second), { role: 'support' }, first),
        update(staffIdOf(first), { role: 'support' }, second),
      ]);
      // The loser is refused by the last-admin rule, or, when the winner committed before its
      // request was even authenticated, because its own token no longer holds.
      const statuses = [one.status, two.status].sort();
      expect(statuses[0]).toBe(200);
      expect([401, 409]).toContain(statuses[1]);
      expect(await activeAdminCount()).toBe(1);
      t.tokens.admin = one.status === 200 ? first : second;
    });

    it('keeps one admin when the two demotions run inside the service at the same moment', async () => {
      const first = await t.staff('admin', 'service.race.one');
      const second = await t.staff('admin', 'service.race.two');
      await onlyAdmins(staffIdOf(first), staffIdOf(second));
      const principal = (id: number, username: string) =>
        ({ kind: 'staff', staffId: id, username, role: 'admin', sessionId: null }) as const;
      const management = t.app.get(StaffManagementService);
      const results = await Promise.allSettled([
        management.update(principal(staffIdOf(first), 'service.race.one'), staffIdOf(second), {
          role: 'support',
        }),
        management.update(principal(staffIdOf(second), 'service.race.two'), staffIdOf(first), {
          role: 'support',
        }),
      ]);
      const refused = results.filter((result) => result.status === 'rejected');
      expect(refused).toHaveLength(1);
      const [rejection] = refused;
      expect((rejection?.reason as ApiException).getStatus()).toBe(409);
      expect(await activeAdminCount()).toBe(1);
      t.tokens.admin = results[0].status === 'fulfilled' ? first : second;
    });

    it('answers 404 for an unknown account and 400 for an unknown role', async () => {
      await update(999999, { disabled: true }).expect(404);
      await update(staffIdOf(t.tokens.support), { role: 'owner' }).expect(400);
      await update(staffIdOf(t.tokens.support), { disabled: 'yes' }).expect(400);
    });
  });

  describe('POST /api/admin/staff/:id/password', () => {
    it('sets a new password, ends the sessions and is audited without the password', async () => {
      const { id } = (await create('pw.reset').expect(201)).body as StaffAccount;
      const token = await bearer('pw.reset');
      const response = await t.http
        .post(`/api/admin/staff/${id}/password`)
        .set(as(t.tokens.admin))
        .send({ password: 'another-long-password' })
        .expect(200);
      expect(response.body).toEqual({ message: 'Password changed' });
      await t.http.get('/api/admin/users').set(as(token)).expect(401);
      await signIn('pw.reset').expect(401);
      await signIn('pw.reset', 'another-long-password').expect(200);
      const [entry] = await auditOf('staff_password');
      expect(entry).toMatchObject({ before: null, after: { staff: 'pw.reset' } });
      expect(JSON.stringify(entry)).not.toContain('another-long-password');
    });

    it('refuses a short password with 400 and an unknown account with 404', async () => {
      const id = staffIdOf(t.tokens.support);
      await t.http
        .post(`/api/admin/staff/${id}/password`)
        .set(as(t.tokens.admin))
        .send({ password: 'short' })
        .expect(400);
      await t.http
        .post('/api/admin/staff/999999/password')
        .set(as(t.tokens.admin))
        .send({ password: PASSWORD })
        .expect(404);
    });
  });

  describe('sign-ins', () => {
    it('audits a successful sign-in with the account, and a wrong password of a known one', async () => {
      await create('signs.in').expect(201);
      await signIn('signs.in').expect(200);
      const [success] = await auditOf('staff_sign_in');
      expect(success).toMatchObject({ actor: 'signs.in', actorRole: 'support' });
      expect(success?.after).toHaveProperty('ip');

      await signIn('signs.in', 'not-the-password').expect(401);
      const [failure] = await auditOf('staff_sign_in_failed');
      expect(failure).toMatchObject({ actor: 'system', after: { staff: 'signs.in' } });
      expect(JSON.stringify(failure)).not.toContain('not-the-password');
    });
  });

  it('is for admins only: support gets 403 on every call', async () => {
    const id = staffIdOf(t.tokens.support);
    const support = as(t.tokens.support);
    await t.http.get('/api/admin/staff').set(support).expect(403);
    await t.http.get(`/api/admin/staff/${id}`).set(support).expect(403);
    await create('by.support', 'admin', t.tokens.support).expect(403);
    await update(id, { role: 'admin' }, t.tokens.support).expect(403);
    await t.http
      .post(`/api/admin/staff/${id}/password`)
      .set(support)
      .send({ password: PASSWORD })
      .expect(403);
    await signIn('by.support').expect(401);
  });
});
