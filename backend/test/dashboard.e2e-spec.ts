import type {
  BulkBalanceJob,
  ManualPayment,
  PendingPaymentsSummary,
  StaffDashboard,
} from '@academy/contracts';
import { BulkBalanceWorker } from '../src/modules/users/bulk-balance/bulk-balance.worker.js';
import { finishedJob } from './support/bulk-jobs.js';
import { createTestApp, type TestApp } from './support/test-app.js';

describe('GET /api/admin/dashboard', () => {
  let t: TestApp<'admin' | 'support'>;

  beforeAll(async () => {
    t = await createTestApp({ staff: ['admin', 'support'] });
  });
  afterAll(() => t.close());

  const dashboard = async () =>
    (await t.http.get('/api/admin/dashboard').set('Authorization', t.tokens.support).expect(200))
      .body as StaffDashboard;
  const pending = async () =>
    (
      await t.http
        .get('/api/admin/dashboard/pending')
        .set('Authorization', t.tokens.support)
        .expect(200)
    ).body as PendingPaymentsSummary;
  let references = 0;
  const sendManual = async (token: string, price: number) =>
    (
      await t.http
        .post('/api/payments/manual')
        .set('token', token)
        .send({ method: 'p2p', reference: `dash-${(references += 1)}`, course: 'topup', price })
        .expect(201)
    ).body as ManualPayment;

  it("counts pending payments, today's registrations and revenue, and lists the refunds", async () => {
    const before = await dashboard();
    const student = await t.student();
    const first = await sendManual(student.token, 100);
    const second = await sendManual(student.token, 40);

    const waiting = await dashboard();
    expect(waiting.pending.count).toBe(before.pending.count + 2);
    expect(waiting.pending.oldestCreatedAt).not.toBeNull();
    expect(await pending()).toEqual(waiting.pending);
    expect(waiting.today.registrations).toBe(before.today.registrations + 1);

    await t.http
      .post(`/api/admin/payments/${first.id}/confirm`)
      .set('Authorization', t.tokens.support)
      .expect(200);
    await t.http
      .post(`/api/admin/payments/${first.id}/refund`)
      .set('Authorization', t.tokens.admin)
      .send({ reason: 'Asked by the student' })
      .expect(200);
    await t.http
      .post(`/api/admin/payments/${second.id}/confirm`)
      .set('Authorization', t.tokens.support)
      .expect(200);

    const after = await dashboard();
    expect(after.pending.count).toBe(before.pending.count);
    // Paid 140 today, refunded 100 of it today.
    expect(after.today.revenue).toBeCloseTo(before.today.revenue + 40, 2);
    expect(after.refunds[0]).toMatchObject({
      paymentId: first.id,
      userId: student.id,
      amount: 100,
    });
  });

  it('lists a bulk balance change while it is queued, and no longer once it is done', async () => {
    const worker = t.app.get(BulkBalanceWorker);
    await worker.stop();
    const student = await t.student();
    const started = await t.http
      .post('/api/admin/users/bulk-balance')
      .set('Authorization', t.tokens.admin)
      .send({ ids: [student.id], mode: 'add', amount: 1, reason: 'Welcome bonus' })
      .expect(202);
    const { id } = started.body as BulkBalanceJob;
    expect((await dashboard()).bulkJobs).toEqual([
      expect.objectContaining({
        id,
        status: 'queued',
        createdBy: 'admin.1',
        total: 1,
        processed: 0,
      }),
    ]);
    worker.start();
    await finishedJob(t.http, t.tokens.admin, id);
    expect((await dashboard()).bulkJobs).toEqual([]);
  });
});
