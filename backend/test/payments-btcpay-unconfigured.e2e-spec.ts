import { DataSource } from 'typeorm';
import type { AdminPayment, ApiError } from '@academy/contracts';
import {
  BtcpayRecheckService,
  UNCHECKED_INVOICE_REASON,
} from '../src/modules/payments/btcpay/btcpay-recheck.service.js';
import { expectLedgersMatchBalances } from './support/ledger-balances.js';
import { currentUser } from './support/student-reads.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const MINUTE = 60_000;

describe('lapsed BTCPay invoices once BTCPay is no longer configured', () => {
  let t: TestApp<'admin'>;
  const admin = () => t.tokens.admin;
  const sweep = () => t.app.get(BtcpayRecheckService);

  beforeAll(async () => {
    t = await createTestApp({ staff: ['admin'] });
  });
  afterAll(() => t.close());
  afterEach(() => expectLedgersMatchBalances(t));

  /** A top-up invoice BTCPay made while it was configured, still pending, lapsing at `expiresAt`. */
  async function pendingInvoice(userId: number, amount: number, expiresAt: Date): Promise<string> {
    const [row] = await t.app.get(DataSource).query<{ public_id: string }[]>(
      `INSERT INTO payments (public_id, user_id, provider, method, kind, amount, status,
                             provider_reference, expires_at)
       VALUES (gen_random_uuid(), $1, 'btcpay', 'crypto', 'topup', $2, 'pending', $3, $4)
       RETURNING public_id`,
      [userId, amount, `invoice-${userId}-${amount}`, expiresAt],
    );
    return row.public_id;
  }

  const desk = async (id: string) =>
    (await t.http.get(`/api/admin/payments/${id}`).set('Authorization', admin()).expect(200))
      .body as AdminPayment;

  const waitingForStaff = async (userId: number) => {
    const filter = JSON.stringify({ provider: 'btcpay', needsStaff: true, userId });
    const list = await t.http
      .get('/api/admin/payments')
      .query({ filter })
      .set('Authorization', admin())
      .expect(200);
    return (list.body as AdminPayment[]).map((payment) => payment.id);
  };

  it('holds each lapsed invoice for staff once, leaving the ones not yet lapsed', async () => {
    const student = await t.student();
    const now = new Date();
    const lapsed = [
      await pendingInvoice(student.id, 30, new Date(now.getTime() - 60 * MINUTE)),
      await pendingInvoice(student.id, 31, new Date(now.getTime() - MINUTE)),
    ];
    const open = await pendingInvoice(student.id, 32, new Date(now.getTime() + 20 * MINUTE));

    // Two replicas' passes at once: each invoice is held by one of them.
    const passes = await Promise.all([sweep().recheckLapsed(now), sweep().recheckLapsed(now)]);
    expect(passes[0] + passes[1]).toBe(lapsed.length);
    for (const id of lapsed) {
      expect(await desk(id)).toMatchObject({
        status: 'pending',
        needsStaff: true,
        reviewReason: UNCHECKED_INVOICE_REASON,
      });
    }
    expect(await desk(open)).toMatchObject({ status: 'pending', needsStaff: false });
    expect((await waitingForStaff(student.id)).sort()).toEqual([...lapsed].sort());

    const held = await Promise.all(lapsed.map(desk));
    expect(await sweep().recheckLapsed(now)).toBe(0);
    expect(await Promise.all(lapsed.map(desk))).toEqual(held);
  });

  it('lets staff confirm a held invoice without BTCPay: credited once', async () => {
    const student = await t.student();
    const id = await pendingInvoice(student.id, 75, new Date(Date.now() - 10 * MINUTE));
    await sweep().recheckLapsed();
    const confirm = () =>
      t.http.post(`/api/admin/payments/${id}/confirm`).set('Authorization', admin()).expect(200);
    await confirm();
    await confirm();
    expect(await desk(id)).toMatchObject({ status: 'paid', needsStaff: false });
    expect((await currentUser(t, student.token)).balance).toBe(75);
    expect(await t.ledger(student.id)).toHaveLength(1);
    expect(await waitingForStaff(student.id)).toEqual([]);
  });

  it('refuses to refund or recheck a held invoice through BTCPay: 503, nothing changed', async () => {
    const student = await t.student();
    const id = await pendingInvoice(student.id, 40, new Date(Date.now() - 10 * MINUTE));
    await sweep().recheckLapsed();
    const held = await desk(id);
    const refund = await t.http
      .post(`/api/admin/payments/${id}/refund`)
      .set('Authorization', admin())
      .send({ reason: 'Paid only in part' })
      .expect(503);
    expect((refund.body as ApiError).code).toBe('PAYMENT_UNAVAILABLE');
    expect((refund.body as ApiError).message).toContain('BTCPay Server is not configured');
    const recheck = await t.http
      .post(`/api/admin/payments/${id}/recheck`)
      .set('Authorization', admin())
      .expect(503);
    expect((recheck.body as ApiError).code).toBe('PAYMENT_UNAVAILABLE');
    expect(await desk(id)).toEqual(held);
  });
});
