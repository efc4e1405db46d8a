import { DataSource } from 'typeorm';
import type { AdminPayment, ApiError } from '@academy/contracts';
import {
  BtcpayRecheckService,
  UNCHECKED_INVOICE_REASON,
} from '../src/modules/payments/btcpay/btcpay-recheck.service.js';
import { PaymentExpiryService } from '../src/modules/payments/payment-expiry.service.js';
import { btcpayApp, type BtcpayApp } from './support/btcpay-app.js';
import { expectLedgersMatchBalances } from './support/ledger-balances.js';
import { currentUser, ownPayments } from './support/student-reads.js';

const LATER = () => new Date(Date.now() + 3600_000);

describe('BTCPay payments on the desk, when BTCPay fails, and the recheck sweep', () => {
  let b: BtcpayApp<'admin'>;
  const admin = () => b.t.tokens.admin;

  beforeAll(async () => {
    b = await btcpayApp(['admin']);
  });
  afterAll(() => b.close());
  afterEach(async () => {
    b.fake.latencyMs = 0;
    for (const kind of ['create', 'get', 'methods', 'refund'] as const)
      delete b.fake.failures[kind];
    await expectLedgersMatchBalances(b.t);
  });

  const refund = (id: string) =>
    b.t.http
      .post(`/api/admin/payments/${id}/refund`)
      .set('Authorization', admin())
      .send({ reason: 'Asked by the student' });

  describe('BTCPay down when the student pays', () => {
    it.each([
      ['answers 5xx', 502, 'PAYMENT_PROVIDER_FAILED', { status: 500 }],
      ['drops the connection', 503, 'PAYMENT_PROVIDER_UNREACHABLE', 'reset'],
      ['refuses the API key', 503, 'PAYMENT_UNAVAILABLE', { status: 401 }],
    ] as const)('%s: %i %s, and no payment is left pending', async (_, status, code, failure) => {
      b.fake.failures.create = failure;
      const student = await b.t.student();
      const answer = await b.t.http
        .post('/api/payments/crypto-invoice')
        .set('token', student.token)
        .send({ course: 'gold' })
        .expect(status);
      expect((answer.body as ApiError).code).toBe(code);
      const payments = await ownPayments(b.t, student.token);
      expect(payments.map((payment) => payment.status)).toEqual(['failed']);
    });

    it('does not answer within 10 seconds: 504 PAYMENT_PROVIDER_TIMEOUT', async () => {
      b.fake.latencyMs = 10_500;
      const student = await b.t.student();
      const answer = await b.t.http
        .post('/api/payments/crypto-invoice')
        .set('token', student.token)
        .send({ course: 'topup', price: 20 })
        .expect(504);
      expect((answer.body as ApiError).code).toBe('PAYMENT_PROVIDER_TIMEOUT');
      expect((await ownPayments(b.t, student.token))[0].status).toBe('failed');
    }, 20_000);
  });

  it('answers a callback 502 while BTCPay fails, so BTCPay delivers it again', async () => {
    const student = await b.t.student();
    const { invoiceId } = await b.invoice(student.token, { course: 'topup', price: 90 });
    b.fake.setStatus(invoiceId, 'Settled', 'None', 90);
    b.fake.failures.get = { status: 503 };
    expect((await b.deliver(invoiceId)).status).toBe(502);
    expect((await currentUser(b.t, student.token)).balance).toBe(0);
    delete b.fake.failures.get;
    expect((await b.deliver(invoiceId)).status).toBe(200);
    expect((await currentUser(b.t, student.token)).balance).toBe(90);
  });

  it('recovers a lost callback in the sweep, once across concurrent runs', async () => {
    const student = await b.t.student();
    const { invoiceId, created } = await b.invoice(student.token, { course: 'topup', price: 45 });
    const waiting = await b.invoice(student.token, { course: 'topup', price: 46 });
    b.fake.setStatus(invoiceId, 'Settled', 'None', 45);
    // The clock's expiry leaves BTCPay invoices to BTCPay: coins may have arrived.
    await b.t.app.get(PaymentExpiryService).expireLapsed(LATER());
    const sweep = b.t.app.get(BtcpayRecheckService);
    const asked = () => b.fake.calls.filter((call) => call === 'get').length;
    const before = asked();
    // Two replicas' passes at once: each lapsed invoice is claimed by one of them.
    const passes = await Promise.all([sweep.recheckLapsed(LATER()), sweep.recheckLapsed(LATER())]);
    expect(passes[0] + passes[1]).toBe(2);
    expect(asked() - before).toBe(2);
    expect((await currentUser(b.t, student.token)).balance).toBe(45);
    const payments = await ownPayments(b.t, student.token);
    expect(payments.find((p) => p.id === created.id)!.status).toBe('paid');
    expect(payments.find((p) => p.id === waiting.created.id)!.status).toBe('pending');
    expect(await sweep.recheckLapsed(new Date())).toBe(0);
    // The invoice still waiting is asked about again once its claim has run out, not before.
    expect(await sweep.recheckLapsed(LATER())).toBe(0);
    await b.t.app
      .get(DataSource)
      .query(
        `UPDATE payments SET claimed_until = now() - interval '1 second' WHERE public_id = $1`,
        [waiting.created.id],
      );
    expect(await sweep.recheckLapsed(LATER())).toBe(1);
  });

  it('leaves an invoice held while BTCPay was not configured to staff, who recheck it', async () => {
    const student = await b.t.student();
    const { invoiceId, created } = await b.invoice(student.token, { course: 'topup', price: 47 });
    b.fake.setStatus(invoiceId, 'Expired');
    await b.t.app
      .get(DataSource)
      .query(`UPDATE payments SET review_reason = $1 WHERE public_id = $2`, [
        UNCHECKED_INVOICE_REASON,
        created.id,
      ]);
    const asked = () => b.fake.calls.filter((call) => call === 'get').length;
    const before = asked();
    await b.t.app.get(BtcpayRecheckService).recheckLapsed(LATER());
    expect(asked()).toBe(before);
    expect(await b.desk(created.id)).toMatchObject({ status: 'pending', needsStaff: true });
    await b.t.http
      .post(`/api/admin/payments/${created.id}/recheck`)
      .set('Authorization', admin())
      .expect(200);
    expect(await b.desk(created.id)).toMatchObject({ status: 'expired', needsStaff: false });
  });

  it('rechecks with BTCPay from the desk, and lists payments by provider and needsStaff', async () => {
    const student = await b.t.student();
    const settled = await b.invoice(student.token, { course: 'topup', price: 55 });
    const partial = await b.invoice(student.token, { course: 'platinum' });
    b.fake.setStatus(settled.invoiceId, 'Settled', 'None', 55);
    b.fake.setStatus(partial.invoiceId, 'Expired', 'PaidPartial', 200);
    for (const { created } of [settled, partial]) {
      await b.t.http
        .post(`/api/admin/payments/${created.id}/recheck`)
        .set('Authorization', admin())
        .expect(200);
    }
    expect((await b.desk(settled.created.id)).status).toBe('paid');
    const filter = JSON.stringify({ provider: 'btcpay', needsStaff: true, userId: student.id });
    const list = await b.t.http
      .get('/api/admin/payments')
      .query({ filter })
      .set('Authorization', admin())
      .expect(200);
    expect((list.body as AdminPayment[]).map((payment) => payment.id)).toEqual([
      partial.created.id,
    ]);
  });

  it('lets staff confirm a partly paid invoice: credited once', async () => {
    const student = await b.t.student();
    const { invoiceId, created } = await b.invoice(student.token, { course: 'gold' });
    b.fake.setStatus(invoiceId, 'Expired', 'PaidPartial', 240);
    await b.deliver(invoiceId, 'InvoiceExpired');
    await b.t.http
      .post(`/api/admin/payments/${created.id}/confirm`)
      .set('Authorization', admin())
      .expect(200);
    expect((await currentUser(b.t, student.token)).course).toBe('GOLD');
    expect(await b.desk(created.id)).toMatchObject({ status: 'paid', needsStaff: false });
  });

  it('refunds a paid invoice through BTCPay: credit back, the link kept and mailed', async () => {
    const student = await b.t.student();
    const { invoiceId, created } = await b.invoice(student.token, { course: 'topup', price: 80 });
    b.fake.setStatus(invoiceId, 'Settled', 'None', 80);
    await b.deliver(invoiceId);
    const { result, messages } = await b.t.outbox.messagesDuring(() => refund(created.id));
    expect(result.status).toBe(200);
    const [sent] = b.fake.refunds.slice(-1);
    expect(sent).toMatchObject({
      invoiceId,
      body: { refundVariant: 'RateThen', payoutMethods: ['BTC-CHAIN'] },
    });
    expect(result.body as AdminPayment).toMatchObject({
      status: 'refunded',
      refundLink: sent.viewLink,
      creditReversed: true,
    });
    expect((await currentUser(b.t, student.token)).balance).toBe(0);
    // Receipts are mailed by a job of their own, which may write one meanwhile.
    const refundMails = messages.filter((message) => message.text.includes(sent.viewLink));
    expect(refundMails).toHaveLength(1);
    expect(refundMails[0].to).toBe(student.email);
  });

  it('refunds a late-paid invoice held for staff, with nothing to take back', async () => {
    const student = await b.t.student();
    const { invoiceId, created } = await b.invoice(student.token, { course: 'silver' });
    b.fake.setStatus(invoiceId, 'Expired', 'PaidLate', 100);
    await b.deliver(invoiceId, 'InvoiceExpired');
    const answer = await refund(created.id).expect(200);
    expect(answer.body as AdminPayment).toMatchObject({ status: 'refunded', needsStaff: false });
    expect((answer.body as AdminPayment).refundLink).toContain('/pull-payments/');
    expect((await currentUser(b.t, student.token)).course).toBe('NONE');
  });

  it('changes nothing when BTCPay refuses the refund: 502, the credit stays', async () => {
    const student = await b.t.student();
    const { invoiceId, created } = await b.invoice(student.token, { course: 'topup', price: 35 });
    b.fake.setStatus(invoiceId, 'Settled', 'None', 35);
    await b.deliver(invoiceId);
    b.fake.failures.refund = { status: 500 };
    const answer = await refund(created.id).expect(502);
    expect((answer.body as ApiError).code).toBe('PAYMENT_PROVIDER_FAILED');
    expect(await b.desk(created.id)).toMatchObject({ status: 'paid', refundLink: null });
    expect((await currentUser(b.t, student.token)).balance).toBe(35);
  });
});
