import type { ApiError, AuditEntry } from '@academy/contracts';
import { createTestApp, type TestApp } from './support/test-app.js';

describe('GET /api/admin/users/:id/audit', () => {
  let t: TestApp<'admin' | 'support'>;
  let anna: number;
  let boris: number;

  const trail = (id: number, query: Record<string, string> = {}, token = t.tokens.support) =>
    t.http.get(`/api/admin/users/${id}/audit`).set('Authorization', token).query(query);

  beforeAll(async () => {
    t = await createTestApp({ staff: ['admin', 'support'] });
    anna = (await t.student()).id;
    boris = (await t.student()).id;
    const adjust = (id: number, amount: number) =>
      t.http
        .post(`/api/admin/users/${id}/balance-adjustments`)
        .set('Authorization', t.tokens.support)
        .send({ amount })
        .expect(200);
    // Anna: a top-up, a renaming, a course; Boris gets a change of his own in between.
    await adjust(anna, 100);
    await adjust(boris, 7);
    await t.http
      .put(`/api/admin/users/${anna}`)
      .set('Authorization', t.tokens.admin)
      .send({ username: 'Vera' })
      .expect(200);
    await t.http
      .put(`/api/user/${anna}/course`)
      .set('Authorization', t.tokens.admin)
      .send({ course: 'GOLD' })
      .expect(200);
  });
  afterAll(() => t.close());

  it("lets support read the user's entries, newest first, though the whole log is for admins", async () => {
    await t.http.get('/api/admin/audit').set('Authorization', t.tokens.support).expect(403);
    const response = await trail(anna).expect(200);
    expect(response.headers['content-range']).toBe('audit 0-2/3');
    const entries = response.body as AuditEntry[];
    expect(entries.map((entry) => entry.action)).toEqual(['course', 'account', 'balance']);
    expect(entries.every((entry) => entry.targetUserId === anna)).toBe(true);
    expect(entries[1]).toMatchObject({
      before: { username: 'Anna' },
      after: { username: 'Vera' },
    });
  });

  it('pages with range and sorts with sort, as react-admin asks', async () => {
    const oldest = await trail(anna, { sort: '["created_at","ASC"]', range: '[0,0]' }).expect(200);
    expect(oldest.headers['content-range']).toBe('audit 0-0/3');
    expect((oldest.body as AuditEntry[]).map((entry) => entry.action)).toEqual(['balance']);
    const second = await trail(anna, { range: '[1,1]' }).expect(200);
    expect((second.body as AuditEntry[]).map((entry) => entry.action)).toEqual(['account']);
  });

  it("answers only that user's entries, for getMany's ids too", async () => {
    const borisEntries = (await trail(boris).expect(200)).body as AuditEntry[];
    expect(borisEntries.map((entry) => entry.action)).toEqual(['balance']);
    const annaIds = ((await trail(anna).expect(200)).body as AuditEntry[]).map((entry) => entry.id);
    const asked = await trail(anna, {
      filter: JSON.stringify({ id: [annaIds[0], borisEntries[0].id] }),
    }).expect(200);
    expect((asked.body as AuditEntry[]).map((entry) => entry.id)).toEqual([annaIds[0]]);
  });

  it('answers 404 for a user who does not exist and 400 for a bad range', async () => {
    const missing = await trail(999_999).expect(404);
    expect((missing.body as ApiError).code).toBe('NOT_FOUND');
    const bad = await trail(anna, { range: '[5,1]' }).expect(400);
    expect((bad.body as ApiError).code).toBe('VALIDATION_FAILED');
  });

  it('is closed to a student token and to no token', async () => {
    const { token } = await t.student();
    await t.http.get(`/api/admin/users/${anna}/audit`).set('token', token).expect(401);
    await t.http.get(`/api/admin/users/${anna}/audit`).expect(401);
  });
});
