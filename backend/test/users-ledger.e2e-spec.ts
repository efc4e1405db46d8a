import { DataSource } from 'typeorm';
import type { ApiError, LedgerEntry } from '@academy/contracts';
import { createTestApp, type TestApp } from './support/test-app.js';

describe('GET /api/admin/users/:id/ledger', () => {
  let t: TestApp<'admin' | 'support'>;
  let db: DataSource;
  let anna: number;
  let boris: number;

  const adjust = (id: number, amount: number, token = t.tokens.admin) =>
    t.http
      .post(`/api/admin/users/${id}/balance-adjustments`)
      .set('Authorization', token)
      .send({ amount })
      .expect(200);

  const ledger = (id: number, query: Record<string, string> = {}, token = t.tokens.admin) =>
    t.http.get(`/api/admin/users/${id}/ledger`).set('Authorization', token).query(query);

  beforeAll(async () => {
    t = await createTestApp({ staff: ['admin', 'support'] });
    db = t.app.get(DataSource);
    anna = (await t.student({ email: 'anna.ledger@example.com' })).id;
    boris = (await t.student({ email: 'boris.ledger@example.com' })).id;
    // Anna: +100, +50, -30 (support), +5; Boris gets changes of his own in between.
    await adjust(anna, 100);
    await adjust(boris, 999);
    await adjust(anna, 50);
    await adjust(anna, -30, t.tokens.support);
    await adjust(boris, 1);
    await adjust(anna, 5);
  });
  afterAll(() => t.close());

  it('answers the changes newest first, with the signed amount, balance after, reason and actor', async () => {
    const response = await ledger(anna).expect(200);
    expect(response.headers['content-range']).toBe('ledger 0-3/4');
    const rows = response.body as LedgerEntry[];
    expect(rows.map((row) => [row.amount, row.balanceAfter])).toEqual([
      [5, 125],
      [-30, 120],
      [50, 150],
      [100, 100],
    ]);
    expect(rows[1]).toMatchObject({
      userId: anna,
      reason: 'admin_set',
      actor: expect.stringMatching(/^support/) as unknown,
      paymentId: null,
    });
    expect(rows[0].actor).toMatch(/^admin/);
    expect(typeof rows[0].id).toBe('string');
    expect(new Date(rows[0].createdAt).toISOString()).toBe(rows[0].createdAt);
  });

  it("never mixes in another user's rows", async () => {
    const annas = (await ledger(anna).expect(200)).body as LedgerEntry[];
    const boriss = (await ledger(boris).expect(200)).body as LedgerEntry[];
    expect(annas.every((row) => row.userId === anna)).toBe(true);
    expect(boriss.map((row) => row.amount)).toEqual([1, 999]);
  });

  it('pages in the database with range and Content-Range', async () => {
    const second = await ledger(anna, { range: '[1,2]' }).expect(200);
    expect(second.headers['content-range']).toBe('ledger 1-2/4');
    expect((second.body as LedgerEntry[]).map((row) => row.amount)).toEqual([-30, 50]);
    const past = await ledger(anna, { range: '[10,19]' }).expect(200);
    expect(past.body).toEqual([]);
    expect(past.headers['content-range']).toBe('ledger 10-10/4');
  });

  it('sorts oldest first on request, by time and then id for changes made at once', async () => {
    await db.query(
      `UPDATE balance_ledger SET created_at = '2026-01-01T00:00:00Z' WHERE user_id = $1`,
      [boris],
    );
    const oldest = await ledger(anna, { sort: '["created_at","ASC"]' }).expect(200);
    expect((oldest.body as LedgerEntry[]).map((row) => row.amount)).toEqual([100, 50, -30, 5]);
    const sameTime = await ledger(boris, { sort: '["created_at","DESC"]' }).expect(200);
    expect((sameTime.body as LedgerEntry[]).map((row) => row.amount)).toEqual([1, 999]);
  });

  it('names the payment that caused a change', async () => {
    const [payment] = await db.query<{ id: number; public_id: string }[]>(
      `INSERT INTO payments (public_id, user_id, provider, method, kind, amount, status)
       VALUES (gen_random_uuid(), $1, 'sandbox', 'card', 'topup', 20, 'paid')
       RETURNING id, public_id`,
      [anna],
    );
    await db.query(
      `INSERT INTO balance_ledger (user_id, delta, balance_after, reason, payment_id)
       VALUES ($1, 20, 145, 'payment', $2)`,
      [anna, payment.id],
    );
    const [newest] = (await ledger(anna).expect(200)).body as LedgerEntry[];
    expect(newest).toMatchObject({ reason: 'payment', actor: null, paymentId: payment.public_id });
    await db.query(`DELETE FROM balance_ledger WHERE payment_id = $1`, [payment.id]);
  });

  it('is readable by support as well as admins, and by no student', async () => {
    await ledger(anna, {}, t.tokens.support).expect(200);
    const student = await t.student();
    await ledger(anna, {}, student.token).expect(401);
  });

  it('answers 404 for an unknown or deleted user and 400 for a bad sort or range', async () => {
    await ledger(99_999_999).expect(404);
    const gone = (await t.student()).id;
    await t.http
      .delete(`/api/admin/users/${gone}`)
      .set('Authorization', t.tokens.admin)
      .expect(200);
    await ledger(gone).expect(404);
    const badSort = await ledger(anna, { sort: '["amount","DESC"]' }).expect(400);
    expect((badSort.body as ApiError).message).toMatch(/^sort must be/);
    await ledger(anna, { range: '[5,1]' }).expect(400);
  });
});
