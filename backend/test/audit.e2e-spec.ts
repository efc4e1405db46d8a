import { AUDIT_ACTIONS, type ApiError, type AuditEntry } from '@academy/contracts';
import { createTestApp, type TestApp } from './support/test-app.js';

describe('GET /api/admin/audit', () => {
  let t: TestApp;
  let admin: string;
  let support: string;

  beforeAll(async () => {
    t = await createTestApp();
    // Known usernames, so that entries can name them.
    admin = await t.staff('admin', 'olga.admin');
    support = await t.staff('support', 'ivan.support');
  });
  afterAll(() => t.close());

  const audit = (filter: object = {}, extra: Record<string, string> = {}) =>
    t.http
      .get('/api/admin/audit')
      .query({ filter: JSON.stringify(filter), ...extra })
      .set('Authorization', admin);

  const entriesFor = async (targetUserId: number): Promise<AuditEntry[]> =>
    (await audit({ targetUserId }).expect(200)).body as AuditEntry[];

  it('records every kind of staff change with actor, role, target, before and after', async () => {
    const { id, email } = await t.student();
    const as = (token: string) => ({ Authorization: token });
    await t.http.put(`/api/user/${id}/balance`).set(as(support)).send({ balance: 150 }).expect(200);
    await t.http.put(`/api/user/${id}/course`).set(as(admin)).send({ course: 'gold' }).expect(200);
    await t.http
      .put(`/api/admin/user/account/${id}`)
      .set(as(admin))
      .send({ username: 'Irina' })
      .expect(200);
    await t.http.post(`/api/user/overdraft/${id}`).set(as(support)).expect(200);
    await t.http.delete(`/api/admin/user/delete/${id}`).set(as(admin)).expect(200);

    const entries = await entriesFor(id);
    expect(entries.map((entry) => entry.action)).toEqual([
      'delete',
      'overdraft',
      'account',
      'course',
      'balance',
    ]);
    const [deleted, overdraft, account, course, balance] = entries;
    expect(balance).toMatchObject({
      actor: 'ivan.support',
      actorRole: 'support',
      targetUserId: id,
      before: { balance: 0 },
      after: { balance: 150 },
    });
    expect(course).toMatchObject({
      actor: 'olga.admin',
      actorRole: 'admin',
      before: { course: 'NONE' },
      after: { course: 'GOLD' },
    });
    expect(account).toMatchObject({
      actor: 'olga.admin',
      before: { username: 'Anna', lastname: 'Petrova', email },
      after: { username: 'Irina', lastname: 'Petrova', email },
    });
    expect(overdraft).toMatchObject({
      actor: 'ivan.support',
      actorRole: 'support',
      before: { balance: 150, overdraft: false, overdraft_expires_at: null },
      after: { balance: 650, overdraft: true },
    });
    expect(typeof overdraft.after!.overdraft_expires_at).toBe('string');
    expect(deleted).toMatchObject({
      actor: 'olga.admin',
      action: 'delete',
      before: { email, balance: 650, course: 'GOLD' },
      after: null,
    });
    for (const entry of entries) {
      expect(Number.isInteger(entry.id)).toBe(true);
      expect(Date.parse(entry.created_at)).not.toBeNaN();
    }
  });

  it('keeps no secret in an entry', async () => {
    const { id } = await t.student();
    await t.http
      .put(`/api/admin/user/account/${id}`)
      .set('Authorization', admin)
      .send({ lastname: 'Orlova' })
      .expect(200);
    const text = JSON.stringify(await entriesFor(id));
    expect(text).not.toMatch(/password|hash|\$argon2/i);
  });

  it('records nothing for a rejected or failed change', async () => {
    const { id } = await t.student();
    const other = await t.student();
    await t.http
      .put(`/api/user/${id}/balance`)
      .set('Authorization', admin)
      .send({ balance: -5 })
      .expect(400);
    await t.http
      .put(`/api/admin/user/account/${id}`)
      .set('Authorization', admin)
      .send({ email: other.email })
      .expect(409);
    await t.http.post(`/api/user/overdraft/${id}`).set('Authorization', admin).expect(200);
    await t.http.post(`/api/user/overdraft/${id}`).set('Authorization', admin).expect(409);
    expect((await entriesFor(id)).map((entry) => entry.action)).toEqual(['overdraft']);
  });

  it('records nothing for a change that changes nothing', async () => {
    const { id } = await t.student();
    await t.http
      .put(`/api/admin/user/account/${id}`)
      .set('Authorization', admin)
      .send({})
      .expect(200);
    await t.http
      .put(`/api/user/${id}/course`)
      .set('Authorization', admin)
      .send({ course: 'NONE' })
      .expect(200);
    expect(await entriesFor(id)).toEqual([]);
  });

  it('answers Content-Range and pages newest first', async () => {
    const all = await audit().expect(200);
    const total = (all.body as AuditEntry[]).length;
    // The seven changes above and the two staff sign-ins of beforeAll.
    expect(total).toBe(9);
    expect(all.headers['content-range']).toBe(`audit 0-${total - 1}/${total}`);

    const page = await audit({}, { range: '[1,2]' }).expect(200);
    expect(page.headers['content-range']).toBe(`audit 1-2/${total}`);
    expect(page.body).toEqual((all.body as AuditEntry[]).slice(1, 3));

    const ids = (all.body as AuditEntry[]).map((entry) => entry.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const oldest = await audit({}, { sort: '["created_at","ASC"]', range: '[0,0]' }).expect(200);
    expect((oldest.body as AuditEntry[])[0].id).toBe(Math.min(...ids));
  });

  it('filters by targetUserId and by action', async () => {
    const { id } = await t.student();
    await t.http.put(`/api/user/${id}/balance`).set('Authorization', admin).send({ balance: 1 });
    await t.http
      .put(`/api/user/${id}/course`)
      .set('Authorization', admin)
      .send({ course: 'SILVER' });
    const response = await audit({ targetUserId: id }).expect(200);
    expect(response.headers['content-range']).toBe('audit 0-1/2');
    expect((response.body as AuditEntry[]).every((entry) => entry.targetUserId === id)).toBe(true);

    const courses = (await audit({ action: 'course' }).expect(200)).body as AuditEntry[];
    expect(courses.length).toBeGreaterThanOrEqual(2);
    expect(courses.every((entry) => entry.action === 'course')).toBe(true);
  });

  it('filters by staff member: the exact username in any letter case, with the other filters', async () => {
    const { id } = await t.student();
    const petr = await t.staff('support', 'petr.support');
    await t.http.put(`/api/user/${id}/balance`).set('Authorization', petr).send({ balance: 5 });
    await t.http.put(`/api/user/${id}/balance`).set('Authorization', support).send({ balance: 6 });
    await t.http.put(`/api/user/${id}/course`).set('Authorization', admin).send({ course: 'GOLD' });

    const byPetr = await audit({ actor: 'PETR.Support' }).expect(200);
    expect(byPetr.headers['content-range']).toBe('audit 0-1/2');
    expect(byPetr.body).toMatchObject([
      { actor: 'petr.support', action: 'balance', targetUserId: id },
      { actor: 'petr.support', action: 'staff_sign_in', targetUserId: null },
    ]);

    const byIvan = (await audit({ actor: 'ivan.support' }).expect(200)).body as AuditEntry[];
    expect(byIvan.length).toBeGreaterThanOrEqual(2);
    expect(byIvan.every((entry) => entry.actor === 'ivan.support')).toBe(true);
    const ivanOnUser = (await audit({ actor: 'ivan.support', targetUserId: id }).expect(200))
      .body as AuditEntry[];
    expect(ivanOnUser).toMatchObject([{ actor: 'ivan.support', after: { balance: 6 } }]);
    expect(
      (await audit({ actor: 'olga.admin', action: 'balance', targetUserId: id })).body,
    ).toEqual([]);

    // Exact, not a substring: "petr" alone names nobody.
    for (const actor of ['petr', 'support', 'petr.support.x']) {
      expect((await audit({ actor }).expect(200)).body).toEqual([]);
    }
  });

  it.each([
    [{ targetUserId: 'abc' }, 'targetUserId must be a user id'],
    [{ action: 'login' }, `action must be one of ${AUDIT_ACTIONS.join(', ')}`],
    [{ paymentId: 'not-a-uuid' }, 'paymentId must be a payment id'],
    [{ paymentId: 12 }, 'paymentId must be a payment id'],
    [{ actor: '' }, 'actor must be a staff username of at most 100 characters'],
    [{ actor: 7 }, 'actor must be a staff username of at most 100 characters'],
    [{ actor: 'x'.repeat(101) }, 'actor must be a staff username of at most 100 characters'],
  ])('rejects filter %j with 400', async (filter, message) => {
    const response = await audit(filter).expect(400);
    expect((response.body as ApiError).message).toBe(message);
  });

  it('is for admins only: support gets 403, a student or no token 401', async () => {
    const response = await t.http.get('/api/admin/audit').set('Authorization', support).expect(403);
    expect((response.body as ApiError).message).toBe('Your role does not allow this action');
    const student = await t.student();
    await t.http.get('/api/admin/audit').set('token', student.token).expect(401);
    await t.http
      .get('/api/admin/audit')
      .set('Authorization', `Bearer ${student.token}`)
      .expect(401);
    await t.http.get('/api/admin/audit').expect(401);
  });
});
