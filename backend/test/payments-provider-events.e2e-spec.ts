import Stripe from 'stripe';
import { DataSource } from 'typeorm';
import type { AdminPayment, AuditEntry, CreatePaymentResponse } from '@academy/contracts';
import { PaymentExpiryService } from '../src/modules/payments/payment-expiry.service.js';
import { FakeProvider, type RecordedRequest } from './support/fake-provider.js';
import { expectLedgersMatchBalances } from './support/ledger-balances.js';
import { currentUser, ownPayments } from './support/student-reads.js';
import { payPortSignatureHeader } from './support/payport-signature.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const STRIPE_SECRET = 'whsec_provider_events_secret';
const PAYPORT_SECRET = 'payport-events-secret';
const signer = new Stripe('sk_test_signer');
let counter = 0;

interface Session {
  id: string;
  object: 'checkout.session';
  url: string;
  amount_total: number;
  currency: string;
  client_reference_id: string;
  metadata: Record<string, string>;
  payment_status: 'paid' | 'unpaid';
  payment_intent: string;
}

function fakeApis(sessions: Session[]) {
  return (request: RecordedRequest) => {
    if (request.method === 'POST' && request.path === '/v1/checkout/sessions') {
      const form = new URLSearchParams(request.body);
      const id = `cs_test_${sessions.length + 1}`;
      const session: Session = {
        id,
        object: 'checkout.session',
        url: `https://checkout.stripe.test/${id}`,
        amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
        currency: 'usd',
        client_reference_id: form.get('client_reference_id') ?? '',
        metadata: { payment_id: form.get('metadata[payment_id]') ?? '' },
        payment_status: 'unpaid',
        payment_intent: `pi_test_${sessions.length + 1}`,
      };
      sessions.push(session);
      return { status: 200, body: session };
    }
    if (request.method === 'POST' && request.path === '/v1/refunds') {
      const form = new URLSearchParams(request.body);
      return {
        status: 200,
        body: { id: `re_${form.get('payment_intent')}`, object: 'refund', status: 'succeeded' },
      };
    }
    if (request.method === 'POST' && request.path === '/v1/payments') {
      const body = JSON.parse(request.body) as { order_id: string };
      return {
        status: 201,
        body: { id: `pp_${body.order_id}`, url: 'https://pay.payport.test/p' },
      };
    }
    return { status: 404, body: { error: { type: 'invalid_request_error', message: 'No route' } } };
  };
}

describe('provider events, provider refunds and expiry', () => {
  let t: TestApp<'admin'>;
  let fake: FakeProvider;
  const sessions: Session[] = [];

  beforeAll(async () => {
    fake = new FakeProvider(fakeApis(sessions));
    const apiUrl = await fake.start();
    t = await createTestApp({
      staff: ['admin'],
      env: {
        PAYMENT_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_academy',
        STRIPE_WEBHOOK_SECRET: STRIPE_SECRET,
        STRIPE_API_URL: apiUrl,
        PAYPORT_API_URL: `${apiUrl}/v1`,
        PAYPORT_API_KEY: 'pp_key',
        PAYPORT_WEBHOOK_SECRET: PAYPORT_SECRET,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.stop();
  });
  afterEach(() => expectLedgersMatchBalances(t));

  function stripeEvent(type: string, object: Record<string, unknown>) {
    counter += 1;
    const body = JSON.stringify({
      id: `evt_pe_${counter}`,
      object: 'event',
      type,
      created: Math.floor(Date.now() / 1000),
      data: { object },
    });
    const signature = signer.webhooks.generateTestHeaderString({
      payload: body,
      secret: STRIPE_SECRET,
      timestamp: Math.floor(Date.now() / 1000),
    });
    return () =>
      t.http
        .post('/api/payments/webhooks/stripe')
        .set('content-type', 'application/json')
        .set('stripe-signature', signature)
        .send(body)
        .expect(200);
  }

  async function paidByStripe(body: Record<string, unknown>) {
    const student = await t.student();
    await t.http
      .post('/api/create-checkout-session')
      .set('token', student.token)
      .send(body)
      .expect(303);
    const session = sessions.at(-1)!;
    await stripeEvent('checkout.session.completed', { ...session, payment_status: 'paid' })();
    const [payment] = await ownPayments(t, student.token);
    expect(payment.status).toBe('paid');
    return { student, session, payment };
  }

  const adminView = async (id: string) =>
    (await t.http.get(`/api/admin/payments/${id}`).set('Authorization', t.tokens.admin).expect(200))
      .body as AdminPayment;

  it('refunds a Stripe payment through refunds.create with a key derived from the payment', async () => {
    const { student, session, payment } = await paidByStripe({ course: 'topup', price: 90 });
    expect((await currentUser(t, student.token)).balance).toBe(90);
    await t.http
      .post(`/api/admin/payments/${payment.id}/refund`)
      .set('Authorization', t.tokens.admin)
      .send({ reason: 'Duplicate purchase' })
      .expect(200);
    const refunds = fake.requests.filter((request) => request.path === '/v1/refunds');
    expect(refunds).toHaveLength(1);
    expect(refunds[0].headers['idempotency-key']).toBe(`refund-${payment.id}`);
    expect(new URLSearchParams(refunds[0].body).get('payment_intent')).toBe(session.payment_intent);
    expect((await currentUser(t, student.token)).balance).toBe(0);
    // Stripe's own event for that refund follows: nothing more is taken back.
    await stripeEvent('charge.refunded', {
      id: 'ch_after_staff',
      object: 'charge',
      payment_intent: session.payment_intent,
      amount: 9000,
      amount_refunded: 9000,
      currency: 'usd',
      refunded: true,
    })();
    expect((await currentUser(t, student.token)).balance).toBe(0);
  });

  it('follows charge.refunded delivered three times: refunded and reversed once', async () => {
    const { student, session, payment } = await paidByStripe({ course: 'topup', price: 40 });
    const delivery = stripeEvent('charge.refunded', {
      id: 'ch_refunded_1',
      object: 'charge',
      payment_intent: session.payment_intent,
      amount: 4000,
      amount_refunded: 4000,
      currency: 'usd',
      refunded: true,
    });
    await Promise.all([delivery(), delivery(), delivery()]);
    expect((await currentUser(t, student.token)).balance).toBe(0);
    expect(await adminView(payment.id)).toMatchObject({
      status: 'refunded',
      creditReversed: true,
      salesReceiptNumber: expect.stringMatching(/^TA-\d{4}-\d{6}$/),
      creditNoteNumber: expect.stringMatching(/^CN-\d{4}-\d{6}$/),
    });
    const reversals = (await t.ledger(student.id)).filter(
      (entry) => entry.reason === 'payment_reversal',
    );
    expect(reversals).toHaveLength(1);
  });

  it('follows charge.dispute.created delivered three times: a tier taken back once, for review', async () => {
    const { student, session, payment } = await paidByStripe({ course: 'silver' });
    expect((await currentUser(t, student.token)).course).toBe('SILVER');
    const delivery = stripeEvent('charge.dispute.created', {
      id: 'dp_1',
      object: 'dispute',
      charge: 'ch_disputed',
      payment_intent: session.payment_intent,
      amount: 10000,
      currency: 'usd',
      reason: 'fraudulent',
    });
    for (let round = 0; round < 3; round += 1) await delivery();
    expect((await currentUser(t, student.token)).course).toBe('NONE');
    expect(await adminView(payment.id)).toMatchObject({
      status: 'paid',
      creditReversed: true,
      reviewReason: 'Disputed at Stripe (fraudulent): the credit was taken back',
    });
  });

  it('leaves a partial Stripe refund to staff, and reports a short balance instead of failing', async () => {
    const partial = await paidByStripe({ course: 'topup', price: 50 });
    await stripeEvent('charge.refunded', {
      id: 'ch_partial',
      object: 'charge',
      payment_intent: partial.session.payment_intent,
      amount: 5000,
      amount_refunded: 1000,
      currency: 'usd',
      refunded: false,
    })();
    expect(await adminView(partial.payment.id)).toMatchObject({
      status: 'paid',
      reviewReason: 'Stripe refunded 10.00 of 50.00 USD: check it by hand',
    });
    expect((await currentUser(t, partial.student.token)).balance).toBe(50);

    const spent = await paidByStripe({ course: 'topup', price: 30 });
    await t.http
      .put(`/api/user/${spent.student.id}/balance`)
      .set('Authorization', t.tokens.admin)
      .send({ balance: 10 })
      .expect(200);
    await stripeEvent('charge.refunded', {
      id: 'ch_spent',
      object: 'charge',
      payment_intent: spent.session.payment_intent,
      amount: 3000,
      amount_refunded: 3000,
      currency: 'usd',
      refunded: true,
    })();
    expect(await adminView(spent.payment.id)).toMatchObject({
      status: 'refunded',
      creditReversed: false,
      reviewReason: expect.stringContaining('$20.00 short'),
    });
    expect((await currentUser(t, spent.student.token)).balance).toBe(10);
  });

  function payPortSuccess(orderId: string, data: Record<string, unknown>) {
    counter += 1;
    const body = JSON.stringify({
      id: `ppe_${counter}`,
      type: 'payment.succeeded',
      data: { id: `pp_${orderId}`, order_id: orderId, ...data },
    });
    const timestamp = Math.floor(Date.now() / 1000);
    const signature = payPortSignatureHeader(PAYPORT_SECRET, timestamp, body);
    return t.http
      .post('/api/payments/webhooks/payport')
      .set('content-type', 'application/json')
      .set('x-payport-signature', signature)
      .send(body)
      .expect(200);
  }

  async function payPortPending(course: string, amount: number) {
    const student = await t.student();
    const response = await t.http
      .post('/api/create-payment')
      .set('token', student.token)
      .send({
        amount,
        firstName: 'A',
        lastName: 'B',
        course,
        id: String(student.id),
        email: student.email,
      })
      .expect(200);
    expect((response.body as CreatePaymentResponse).data.url).toBeTruthy();
    const [payment] = await ownPayments(t, student.token);
    return { student, payment };
  }

  it('does not credit a PayPort success without an amount: pending, with a reason for staff', async () => {
    const { student, payment } = await payPortPending('topup', 25);
    await payPortSuccess(payment.id, { currency: 'USD' });
    expect((await currentUser(t, student.token)).balance).toBe(0);
    expect(await adminView(payment.id)).toMatchObject({
      status: 'pending',
      reviewReason:
        'Not credited: PayPort confirmed the payment without saying the amount; check it at PayPort',
    });
  });

  it('marks a PayPort refund for a refund by hand at PayPort', async () => {
    const { student, payment } = await payPortPending('topup', 35);
    await payPortSuccess(payment.id, { amount: 35, currency: 'USD' });
    expect((await currentUser(t, student.token)).balance).toBe(35);
    const refunded = await t.http
      .post(`/api/admin/payments/${payment.id}/refund`)
      .set('Authorization', t.tokens.admin)
      .send({ reason: 'Asked' })
      .expect(200);
    expect(refunded.body as AdminPayment).toMatchObject({
      status: 'refunded',
      reviewReason: 'Refund it by hand in the PayPort dashboard: PayPort offers no refund API',
    });
    expect((await currentUser(t, student.token)).balance).toBe(0);
  });

  it('records money for a deleted account as paid, with the reason and an audit row', async () => {
    const { student, payment } = await payPortPending('topup', 45);
    await t.http
      .delete(`/api/admin/users/${student.id}`)
      .set('Authorization', t.tokens.admin)
      .expect(200);
    await payPortSuccess(payment.id, { amount: 45, currency: 'USD' });
    expect(await adminView(payment.id)).toMatchObject({
      status: 'paid',
      userDeleted: true,
      reviewReason: 'account deleted',
    });
    const audit = (
      await t.http
        .get('/api/admin/audit')
        .query({ filter: JSON.stringify({ paymentId: payment.id }) })
        .set('Authorization', t.tokens.admin)
        .expect(200)
    ).body as AuditEntry[];
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'payment_deleted_account',
        actor: 'system',
        actorRole: null,
        targetUserId: student.id,
        paymentId: payment.id,
      }),
    ]);
  });

  it('expires lapsed card and PayPort checkouts once, even when two runs race', async () => {
    const lapsed = await payPortPending('gold', 250);
    const fresh = await payPortPending('gold', 250);
    const manualStudent = await t.student();
    await t.http
      .post('/api/payments/manual')
      .set('token', manualStudent.token)
      .send({ method: 'p2p', course: 'gold', reference: `expiry-${Date.now()}` })
      .expect(201);
    const database = t.app.get(DataSource);
    await database.query(
      `UPDATE payments SET expires_at = now() - interval '1 minute' WHERE public_id = $1`,
      [lapsed.payment.id],
    );
    await database.query(
      `UPDATE payments SET created_at = now() - interval '2 days' WHERE user_id = $1`,
      [manualStudent.id],
    );
    const expiry = t.app.get(PaymentExpiryService);
    const counts = await Promise.all([expiry.expireLapsed(), expiry.expireLapsed()]);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect((await ownPayments(t, lapsed.student.token))[0].status).toBe('expired');
    expect((await ownPayments(t, fresh.student.token))[0].status).toBe('pending');
    expect((await ownPayments(t, manualStudent.token))[0].status).toBe('pending');
    // A success arriving after the expiry still credits: the money did arrive.
    await payPortSuccess(lapsed.payment.id, { amount: 250, currency: 'USD' });
    expect((await currentUser(t, lapsed.student.token)).course).toBe('GOLD');
  });
});
