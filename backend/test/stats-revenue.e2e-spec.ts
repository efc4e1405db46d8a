import { DataSource } from 'typeorm';
import type { ManualPayment, RevenueStats } from '@academy/contracts';
import { expectLedgersMatchBalances } from './support/ledger-balances.js';
import { createTestApp, type TestApp } from './support/test-app.js';

describe('GET /api/admin/stats/revenue', () => {
  let t: TestApp<'admin' | 'support'>;

  beforeAll(async () => {
    t = await createTestApp({ staff: ['admin', 'support'] });
  });
  afterAll(() => t.close());

  let counter = 0;
  async function paid(
    student: { token: string },
    body: Record<string, unknown>,
  ): Promise<ManualPayment> {
    counter += 1;
    const created = await t.http
      .post('/api/payments/manual')
      .set('token', student.token)
      .send({ reference: `revenue-${counter}`, ...body })
      .expect(201);
    const payment = created.body as ManualPayment;
    await t.http
      .post(`/api/admin/payments/${payment.id}/confirm`)
      .set('Authorization', t.tokens.support)
      .expect(200);
    return payment;
  }

  const revenue = async (query = '') =>
    (
      await t.http
        .get(`/api/admin/stats/revenue${query}`)
        .set('Authorization', t.tokens.support)
        .expect(200)
    ).body as RevenueStats;

  it('sums paid minus refunded per day, by method and by tier, and the share of new students who paid', async () => {
    const empty = await revenue();
    expect(empty).toMatchObject({ period: 'week', total: 0, byMethod: [], byTier: [] });
    expect(empty.points).toHaveLength(8);
    expect(empty.points.every((point) => point.net === 0)).toBe(true);

    const payer = await t.student();
    const refunded = await t.student();
    await t.student(); // registered, never paid
    await paid(payer, { method: 'crypto', coin: 'btc', course: 'gold' });
    await paid(payer, { method: 'p2p', course: 'topup', price: 40 });
    const back = await paid(refunded, { method: 'p2p', course: 'silver' });
    await t.http
      .post(`/api/admin/payments/${back.id}/refund`)
      .set('Authorization', t.tokens.admin)
      .send({ reason: 'Changed their mind' })
      .expect(200);
    // A payment paid long ago is outside every window.
    const old = await t.student();
    const oldPayment = await paid(old, { method: 'coinumm', course: 'platinum' });
    await t.app
      .get(DataSource)
      .query(`UPDATE payments SET paid_at = now() - interval '3 years' WHERE public_id = $1`, [
        oldPayment.id,
      ]);

    const stats = await revenue('?period=week');
    const today = new Date().toISOString().slice(0, 10);
    const point = stats.points.find((candidate) => candidate.date === today)!;
    expect(point).toEqual({
      date: today,
      paid: 390,
      refunded: 100,
      net: 290,
      byMethod: { crypto: 250, p2p: 40 },
    });
    expect(stats.total).toBe(290);
    expect([...stats.byMethod].sort((a, b) => a.method.localeCompare(b.method))).toEqual([
      { method: 'crypto', amount: 250 },
      { method: 'p2p', amount: 40 },
    ]);
    expect(stats.byTier).toEqual([
      { tier: 'GOLD', amount: 250 },
      { tier: 'SILVER', amount: 0 },
      { tier: 'topup', amount: 40 },
    ]);
    expect(stats).toMatchObject({ newStudents: 4, newStudentsPaid: 2, paidShare: 0.5 });
    expect((await revenue('?period=year')).total).toBe(290);
    await expectLedgersMatchBalances(t);
  });

  it('refuses an unknown period, students and no token', async () => {
    await t.http
      .get('/api/admin/stats/revenue?period=decade')
      .set('Authorization', t.tokens.support)
      .expect(400);
    const student = await t.student();
    await t.http.get('/api/admin/stats/revenue').set('token', student.token).expect(401);
    await t.http.get('/api/admin/stats/revenue').expect(401);
  });
});
