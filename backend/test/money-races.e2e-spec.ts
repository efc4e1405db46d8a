import type { ManualPayment, User } from '@academy/contracts';
import { OverdraftService } from '../src/modules/overdraft/overdraft.service.js';
import { finishedJob } from './support/bulk-jobs.js';
import { expectLedgersMatchBalances } from './support/ledger-balances.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const cents = (amount: string | number) => Math.round(Number(amount) * 100);
let referenceCounter = 0;

/** Money moved by different doors at the same moment: every cent lands once, and the ledger says so. */
describe('money changes racing each other', () => {
  let t: TestApp<'admin' | 'support'>;

  beforeAll(async () => {
    t = await createTestApp({ staff: ['admin', 'support'] });
  });
  afterAll(() => t.close());
  afterEach(() => expectLedgersMatchBalances(t));

  const balanceOf = async (id: number) =>
    (
      (await t.http.get(`/api/admin/users/${id}`).set('Authorization', t.tokens.admin).expect(200))
        .body as User
    ).balance;

  async function pendingTopUp(student: { token: string }, amount: number): Promise<ManualPayment> {
    referenceCounter += 1;
    const response = await t.http
      .post('/api/payments/manual')
      .set('token', student.token)
      .send({
        method: 'p2p',
        course: 'topup',
        price: amount,
        reference: `race-${referenceCounter}-${Date.now()}`,
      })
      .expect(201);
    return response.body as ManualPayment;
  }

  const confirm = (paymentId: string) =>
    t.http.post(`/api/admin/payments/${paymentId}/confirm`).set('Authorization', t.tokens.support);

  it('a bulk change, single adjustments and payment confirmations at once lose nothing', async () => {
    const students = await Promise.all(Array.from({ length: 5 }, () => t.student()));
    const ids = students.map((student) => student.id);
    const setTo100 = await t.http
      .post('/api/admin/users/bulk-balance')
      .set('Authorization', t.tokens.admin)
      .send({ ids, mode: 'set', amount: 100 })
      .expect(202);
    expect((await finishedJob(t.http, t.tokens.admin, setTo100)).status).toBe('done');
    const payments = (
      await Promise.all(
        students.map((student) =>
          Promise.all(Array.from({ length: 4 }, () => pendingTopUp(student, 10))),
        ),
      )
    ).flat();

    const bulkAddition = t.http
      .post('/api/admin/users/bulk-balance')
      .set('Authorization', t.tokens.admin)
      .send({ ids, mode: 'add', amount: 1.5 });
    const others = [
      ...ids.flatMap((id) =>
        Array.from({ length: 10 }, () =>
          t.http
            .post(`/api/admin/users/${id}/balance-adjustments`)
            .set('Authorization', t.tokens.support)
            .send({ amount: 0.25 }),
        ),
      ),
      ...payments.map((payment) => confirm(payment.id)),
    ];
    const [queued, ...responses] = await Promise.all([bulkAddition, ...others]);
    expect(queued.status).toBe(202);
    expect(responses.map((response) => response.status)).toEqual(others.map(() => 200));
    expect((await finishedJob(t.http, t.tokens.admin, queued)).status).toBe('done');

    for (const id of ids) {
      // 100 set, a bulk addition of 1.50, ten adjustments of 0.25, four $10 payments.
      expect(cents(await balanceOf(id))).toBe(cents(100 + 1.5 + 10 * 0.25 + 4 * 10));
      expect(await t.ledger(id)).toHaveLength(1 + 1 + 10 + 4);
    }
  });

  it('the trial taken back while a payment is confirmed leaves the payment, in either order', async () => {
    const student = await t.student();
    await t.http.post(`/api/user/overdraft/${student.id}`).set('token', student.token).expect(200);
    const payment = await pendingTopUp(student, 100);
    const overdrafts = t.app.get(OverdraftService);
    const afterTheTrial = new Date(Date.now() + 4 * DAY_MS);

    const [confirmation] = await Promise.all([
      confirm(payment.id),
      overdrafts.reclaimExpired(afterTheTrial),
      overdrafts.reclaimExpired(afterTheTrial),
    ]);
    expect(confirmation.status).toBe(200);
    expect(await balanceOf(student.id)).toBe(100);
    const reasons = (await t.ledger(student.id)).map((row) => row.reason).sort();
    expect(reasons).toEqual(['overdraft_grant', 'overdraft_reclaim', 'payment']);
  });
});
