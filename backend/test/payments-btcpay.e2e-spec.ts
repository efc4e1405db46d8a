import { DataSource } from 'typeorm';
import type { ApiError, PublicConfig } from '@academy/contracts';
import { BTCPAY, btcpayApp, type BtcpayApp } from './support/btcpay-app.js';
import { expectLedgersMatchBalances } from './support/ledger-balances.js';
import { currentUser, ownPayments, ownReceiptText } from './support/student-reads.js';

describe('POST /api/payments/crypto-invoice and /api/payments/webhooks/btcpay', () => {
  let b: BtcpayApp<'support'>;

  beforeAll(async () => {
    b = await btcpayApp(['support']);
  });
  afterAll(() => b.close());
  afterEach(async () => {
    b.fake.latencyMs = 0;
    for (const kind of ['create', 'get', 'methods', 'refund'] as const)
      delete b.fake.failures[kind];
    await expectLedgersMatchBalances(b.t);
  });

  it('offers Crypto as BTCPay invoices and shows no shared address', async () => {
    const config = (await b.t.http.get('/api/config').expect(200)).body as PublicConfig;
    expect(config.cryptoInvoices).toBe(true);
    expect(config.cryptoAddresses).toEqual([]);
  });

  it('creates an invoice at the catalogue price, with the order id and the return page', async () => {
    const student = await b.t.student();
    const { created, invoiceId } = await b.invoice(student.token, { course: 'gold', price: 1 });
    const invoice = b.fake.invoices.get(invoiceId)!;
    expect(invoice).toMatchObject({
      amount: '250.00',
      currency: 'USD',
      metadata: { orderId: created.id, buyerEmail: student.email },
      checkout: {
        redirectURL: `https://academy.example/payments/return?id=${created.id}`,
        expirationMinutes: 30,
      },
    });
    expect(created).toMatchObject({ status: 'pending', amount: 250 });
    expect(created.checkoutLink).toBe(invoice.checkoutLink);
    expect(created.expiresAt).toBe(new Date(invoice.expirationTime * 1000).toISOString());
    const [payment] = await ownPayments(b.t, student.token);
    expect(payment).toMatchObject({ id: created.id, provider: 'btcpay', method: 'crypto' });
    expect(payment).toMatchObject({ status: 'pending', confirming: false, underReview: false });
  });

  it('refuses a product the catalogue does not sell, asking BTCPay nothing', async () => {
    const student = await b.t.student();
    const calls = b.fake.calls.length;
    await b.t.http
      .post('/api/payments/crypto-invoice')
      .set('token', student.token)
      .send({ course: 'topup', price: 10.5 })
      .expect(400);
    await b.t.http.post('/api/payments/crypto-invoice').send({ course: 'gold' }).expect(401);
    expect(b.fake.calls.length).toBe(calls);
  });

  it('credits a settled top-up once under 10 concurrent identical callbacks', async () => {
    const student = await b.t.student();
    const { invoiceId, created } = await b.invoice(student.token, { course: 'topup', price: 120 });
    b.fake.setStatus(invoiceId, 'Settled', 'None', 120);
    const body = b.fake.event(invoiceId, 'InvoiceSettled');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => b.deliver(invoiceId, 'InvoiceSettled', { body })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect((await currentUser(b.t, student.token)).balance).toBe(120);
    const ledger = await b.t.ledger(student.id);
    expect(ledger.map((row) => [row.reason, Number(row.delta)])).toEqual([['payment', 120]]);
    const [payment] = await ownPayments(b.t, student.token);
    // Paid once, so receipted once: one number of the year's series.
    expect(payment).toMatchObject({
      id: created.id,
      status: 'paid',
      salesReceiptNumber: expect.stringMatching(/^TA-\d{4}-\d{6}$/),
    });
    const receipt = await ownReceiptText(b.t, student.token, created.id);
    expect(receipt).toContain(payment.salesReceiptNumber);
    expect(receipt).toMatch(/Payment method\s*Cryptocurrency/);
    expect(receipt).toMatch(new RegExp(`Payment reference\\s*${invoiceId}\\b`));
    const desk = await b.desk(created.id);
    expect(desk.cryptoInvoice).toMatchObject({
      invoiceId,
      status: 'Settled',
      additionalStatus: 'None',
      methods: [{ paymentMethodId: 'BTC-CHAIN', currency: 'BTC', rate: '65000.00' }],
    });
    expect(desk.cryptoInvoice!.methods[0].transactionIds).toHaveLength(1);
    expect(desk.providerReference).toBe(invoiceId);
  });

  it('sets the course of a settled tier invoice', async () => {
    const student = await b.t.student();
    const { invoiceId } = await b.invoice(student.token, { course: 'silver' });
    b.fake.setStatus(invoiceId, 'Settled', 'None', 100);
    expect((await b.deliver(invoiceId)).status).toBe(200);
    expect((await currentUser(b.t, student.token)).course).toBe('SILVER');
  });

  it('refuses a forged callback and one replayed with another body: 401, nothing read', async () => {
    const student = await b.t.student();
    const { invoiceId } = await b.invoice(student.token, { course: 'topup', price: 40 });
    b.fake.setStatus(invoiceId, 'Settled', 'None', 40);
    const calls = b.fake.calls.length;
    const forged = await b.deliver(invoiceId, 'InvoiceSettled', { secret: 'not-the-secret' });
    expect(forged.status).toBe(401);
    expect((forged.body as ApiError).code).toBe('WEBHOOK_SIGNATURE_INVALID');
    const other = b.fake.event(invoiceId, 'InvoiceCreated');
    const replayed = await b.deliver(invoiceId, 'InvoiceSettled', {
      body: other.replace('InvoiceCreated', 'InvoiceSettled'),
      signedBody: other,
    });
    expect(replayed.status).toBe(401);
    const unsigned = await b.t.http
      .post('/api/payments/webhooks/btcpay')
      .set('content-type', 'application/json')
      .send(b.fake.event(invoiceId, 'InvoiceSettled'))
      .expect(401);
    expect((unsigned.body as ApiError).code).toBe('WEBHOOK_SIGNATURE_INVALID');
    expect(b.fake.calls.length).toBe(calls);
    expect((await currentUser(b.t, student.token)).balance).toBe(0);
  });

  it('credits nothing when the callback says settled and BTCPay says otherwise', async () => {
    const student = await b.t.student();
    const { invoiceId, created } = await b.invoice(student.token, { course: 'topup', price: 60 });
    expect((await b.deliver(invoiceId, 'InvoiceSettled')).status).toBe(200);
    expect((await currentUser(b.t, student.token)).balance).toBe(0);
    const [payment] = await ownPayments(b.t, student.token);
    expect(payment).toMatchObject({ id: created.id, status: 'pending' });
  });

  it('shows a Processing invoice as confirming, then credits it when it settles', async () => {
    const student = await b.t.student();
    const { invoiceId } = await b.invoice(student.token, { course: 'topup', price: 75 });
    b.fake.setStatus(invoiceId, 'Processing', 'None', 75);
    await b.deliver(invoiceId, 'InvoiceProcessing');
    expect((await ownPayments(b.t, student.token))[0]).toMatchObject({
      status: 'pending',
      confirming: true,
    });
    b.fake.setStatus(invoiceId, 'Settled');
    await b.deliver(invoiceId, 'InvoiceSettled');
    expect((await ownPayments(b.t, student.token))[0]).toMatchObject({
      status: 'paid',
      confirming: false,
    });
    expect((await currentUser(b.t, student.token)).balance).toBe(75);
  });

  it('closes an expired invoice as expired and an invalid one as failed', async () => {
    const student = await b.t.student();
    const expired = await b.invoice(student.token, { course: 'topup', price: 10 });
    const invalid = await b.invoice(student.token, { course: 'topup', price: 11 });
    b.fake.setStatus(expired.invoiceId, 'Expired');
    b.fake.setStatus(invalid.invoiceId, 'Invalid', 'Invalid', 11);
    await b.deliver(expired.invoiceId, 'InvoiceExpired');
    await b.deliver(invalid.invoiceId, 'InvoiceInvalid');
    const payments = await ownPayments(b.t, student.token);
    expect(payments.find((p) => p.id === expired.created.id)!.status).toBe('expired');
    expect(payments.find((p) => p.id === invalid.created.id)!.status).toBe('failed');
    expect((await currentUser(b.t, student.token)).balance).toBe(0);
  });

  it.each([
    ['Expired', 'PaidPartial', 100, 'paid only in part'],
    ['Expired', 'PaidLate', 250, 'paid after the invoice expired'],
    ['Settled', 'PaidOver', 300, 'paid more than the invoice asked'],
  ] as const)(
    'holds an invoice %s / %s for staff, crediting nothing',
    async (status, additional, paidUsd, reason) => {
      const student = await b.t.student();
      const { invoiceId, created } = await b.invoice(student.token, { course: 'gold' });
      b.fake.setStatus(invoiceId, status, additional, paidUsd);
      expect((await b.deliver(invoiceId, `Invoice${status}`)).status).toBe(200);
      const user = await currentUser(b.t, student.token);
      expect([user.course, user.balance]).toEqual(['NONE', 0]);
      const desk = await b.desk(created.id);
      expect(desk).toMatchObject({ status: 'pending', needsStaff: true });
      expect(desk.reviewReason).toContain(reason);
      expect(desk.reviewReason).toContain('BTC at 65000.00 USD');
      expect((await ownPayments(b.t, student.token))[0].underReview).toBe(true);
    },
  );

  it('reopens a lapsed payment for staff when coins arrive after its expiry', async () => {
    const student = await b.t.student();
    const { invoiceId, created } = await b.invoice(student.token, { course: 'topup', price: 30 });
    b.fake.setStatus(invoiceId, 'Expired');
    await b.deliver(invoiceId, 'InvoiceExpired');
    b.fake.setStatus(invoiceId, 'Expired', 'PaidLate', 30);
    await b.deliver(invoiceId, 'InvoiceReceivedPayment');
    expect(await b.desk(created.id)).toMatchObject({ status: 'pending', needsStaff: true });
  });

  it('ignores events that are not about invoices, and invoices of no payment of ours', async () => {
    const body = JSON.stringify({ type: 'PayoutCreated', storeId: BTCPAY.storeId, payoutId: 'p1' });
    const answer = await b.t.http
      .post('/api/payments/webhooks/btcpay')
      .set('content-type', 'application/json')
      .set('btcpay-sig', b.fake.signature(body))
      .send(body)
      .expect(200);
    expect(answer.body).toEqual({ received: true });
    // An invoice of this store made by someone else (a point of sale, by hand): no payment of ours.
    const made = await fetch(`${b.fake.baseUrl}/api/v1/stores/${BTCPAY.storeId}/invoices`, {
      method: 'POST',
      headers: { authorization: `token ${BTCPAY.apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ amount: '500.00', currency: 'USD', metadata: { orderId: 'pos-1' } }),
    });
    const stranger = ((await made.json()) as { id: string }).id;
    b.fake.setStatus(stranger, 'Settled', 'None', 500);
    const paid = () =>
      b.t.app
        .get(DataSource)
        .query<{ n: number }[]>(`SELECT count(*)::int AS n FROM payments WHERE status = 'paid'`);
    const [paidBefore, gets] = [await paid(), b.fake.calls.filter((call) => call === 'get').length];
    expect(await b.deliver(stranger)).toEqual({ status: 200, body: { received: true } });
    expect(b.fake.calls.filter((call) => call === 'get').length).toBe(gets + 1);
    expect(await paid()).toEqual(paidBefore);
  });
});
