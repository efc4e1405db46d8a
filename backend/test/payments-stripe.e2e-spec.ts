import Stripe from 'stripe';
import type { ApiError, CheckoutSessionResponse } from '@academy/contracts';
import { FakeProvider, type RecordedRequest } from './support/fake-provider.js';
import { currentUser, ownPayments } from './support/student-reads.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const WEBHOOK_SECRET = 'whsec_test_secret_for_the_fake';
const signer = new Stripe('sk_test_signer');

interface FakeSession {
  id: string;
  object: 'checkout.session';
  url: string;
  amount_total: number;
  currency: string;
  client_reference_id: string;
  metadata: Record<string, string>;
  payment_status: 'paid' | 'unpaid';
  status: 'open';
  success_url: string;
  cancel_url: string;
}

/** The fake Stripe API: POST /v1/checkout/sessions creates a session from the form-encoded body. */
function stripeApi(sessions: FakeSession[]) {
  return (request: RecordedRequest) => {
    if (request.method !== 'POST' || request.path !== '/v1/checkout/sessions') {
      return {
        status: 404,
        body: { error: { type: 'invalid_request_error', message: 'No route' } },
      };
    }
    const form = new URLSearchParams(request.body);
    const id = `cs_test_${sessions.length + 1}`;
    const session: FakeSession = {
      id,
      object: 'checkout.session',
      url: `https://checkout.stripe.test/c/pay/${id}`,
      amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
      currency: form.get('line_items[0][price_data][currency]') ?? '',
      client_reference_id: form.get('client_reference_id') ?? '',
      metadata: { payment_id: form.get('metadata[payment_id]') ?? '' },
      payment_status: 'unpaid',
      status: 'open',
      success_url: form.get('success_url') ?? '',
      cancel_url: form.get('cancel_url') ?? '',
    };
    sessions.push(session);
    return { status: 200, body: session };
  };
}

let eventCounter = 0;

describe('the Stripe provider through the official SDK against a local fake', () => {
  let t: TestApp;
  let fake: FakeProvider;
  const sessions: FakeSession[] = [];

  beforeAll(async () => {
    fake = new FakeProvider(stripeApi(sessions));
    const apiUrl = await fake.start();
    t = await createTestApp({
      env: {
        PUBLIC_URL: 'https://academy.example',
        PAYMENT_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_academy',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_URL: apiUrl,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.stop();
  });

  async function buy(body: Record<string, unknown>) {
    const student = await t.student();
    const response = await t.http
      .post('/api/create-checkout-session')
      .set('token', student.token)
      .send({ userId: student.id, ...body })
      .expect(303);
    const session = sessions.at(-1)!;
    expect((response.body as CheckoutSessionResponse).url).toBe(session.url);
    return { student, session };
  }

  function event(type: string, session: FakeSession, overrides: Partial<FakeSession> = {}) {
    eventCounter += 1;
    return {
      id: `evt_test_${eventCounter}`,
      object: 'event',
      type,
      created: Math.floor(Date.now() / 1000),
      data: { object: { ...session, ...overrides } },
    };
  }

  function deliver(payload: unknown, options: { timestamp?: number; secret?: string } = {}) {
    const body = JSON.stringify(payload);
    const signature = signer.webhooks.generateTestHeaderString({
      payload: body,
      secret: options.secret ?? WEBHOOK_SECRET,
      timestamp: options.timestamp ?? Math.floor(Date.now() / 1000),
    });
    return t.http
      .post('/api/payments/webhooks/stripe')
      .set('content-type', 'application/json')
      .set('stripe-signature', signature)
      .send(body);
  }

  const completed = (session: FakeSession) =>
    event('checkout.session.completed', session, { payment_status: 'paid' });

  it('opens a Checkout Session at the catalogue price with return URLs from PUBLIC_URL', async () => {
    const { student, session } = await buy({ course: 'gold', price: 1 });
    const request = fake.requests.at(-1)!;
    expect(request.headers.authorization).toBe('Bearer sk_test_academy');
    expect(request.headers['idempotency-key']).toBe(`checkout-${session.client_reference_id}`);
    expect(session).toMatchObject({
      amount_total: 25_000,
      currency: 'usd',
      success_url: 'https://academy.example/dashboard?payment=success',
      cancel_url: 'https://academy.example/dashboard?payment=cancelled',
    });
    expect(new URLSearchParams(request.body).get('mode')).toBe('payment');
    expect(new URLSearchParams(request.body).get('customer_email')).toBe(student.email);
    expect(await ownPayments(t, student.token)).toEqual([
      expect.objectContaining({ provider: 'stripe', id: session.client_reference_id, amount: 250 }),
    ]);
  });

  it('never falls back to the sandbox: Credit Card is unavailable and the sandbox page is gone', async () => {
    const { student, session } = await buy({ course: 'gold' });
    const creditCard = await t.http
      .post('/api/create-payment')
      .set('token', student.token)
      .send({ course: 'gold', amount: 250, id: String(student.id), email: student.email })
      .expect(503);
    expect((creditCard.body as ApiError).code).toBe('PAYMENT_UNAVAILABLE');
    const sandboxPage = `/api/payments/sandbox/${session.client_reference_id}`;
    await t.http.get(sandboxPage).expect(404);
    await t.http.post(`${sandboxPage}/complete`).expect(404);
    expect((await currentUser(t, student.token)).balance).toBe(0);
  });

  it('credits a tier once checkout.session.completed arrives with a valid signature', async () => {
    const { student, session } = await buy({ course: 'platinum' });
    await deliver(completed(session)).expect(200, { received: true });
    expect(await currentUser(t, student.token)).toMatchObject({ course: 'PLATINUM' });
    expect((await ownPayments(t, student.token))[0]).toMatchObject({ status: 'paid' });
  });

  it('credits a top-up once when the same event is delivered five times', async () => {
    const { student, session } = await buy({ course: 'topup', price: 150 });
    const payload = completed(session);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await deliver(payload).expect(200);
    }
    expect(await currentUser(t, student.token)).toMatchObject({ balance: 150 });
    expect(await t.ledger(student.id)).toHaveLength(1);
  });

  it('credits once when several confirmations of one session arrive at once', async () => {
    const { student, session } = await buy({ course: 'topup', price: 90 });
    const payloads = [
      completed(session),
      completed(session),
      event('checkout.session.async_payment_succeeded', session, { payment_status: 'paid' }),
      completed(session),
      event('checkout.session.async_payment_succeeded', session, { payment_status: 'paid' }),
    ];
    await Promise.all(payloads.map((payload) => deliver(payload).expect(200)));
    expect(await currentUser(t, student.token)).toMatchObject({ balance: 90 });
    expect(await t.ledger(student.id)).toHaveLength(1);
  });

  it('refuses a tampered body, a wrong secret, a stale or missing signature: nothing changes', async () => {
    const { student, session } = await buy({ course: 'topup', price: 60 });
    const payload = completed(session);
    const body = JSON.stringify(payload);
    const signature = signer.webhooks.generateTestHeaderString({
      payload: body,
      secret: WEBHOOK_SECRET,
    });
    const tampered = await t.http
      .post('/api/payments/webhooks/stripe')
      .set('content-type', 'application/json')
      .set('stripe-signature', signature)
      .send(body.replace('"amount_total":6000', '"amount_total":6001'))
      .expect(400);
    expect(tampered.body as ApiError).toMatchObject({
      code: 'WEBHOOK_SIGNATURE_INVALID',
      message: 'Invalid webhook signature',
    });
    await deliver(payload, { secret: 'whsec_someone_else' }).expect(400);
    await deliver(payload, { timestamp: Math.floor(Date.now() / 1000) - 301 }).expect(400);
    await t.http
      .post('/api/payments/webhooks/stripe')
      .set('content-type', 'application/json')
      .send(body)
      .expect(400);
    expect(await currentUser(t, student.token)).toMatchObject({ balance: 0 });
    expect((await ownPayments(t, student.token))[0]).toMatchObject({ status: 'pending' });
    // The refused deliveries recorded nothing: the genuine event still counts afterwards.
    await deliver(payload).expect(200);
    expect(await currentUser(t, student.token)).toMatchObject({ balance: 60 });
  });

  it('takes a success that arrives after the session expired, and ignores an expiry after payment', async () => {
    const late = await buy({ course: 'silver' });
    await deliver(event('checkout.session.expired', late.session)).expect(200);
    expect((await ownPayments(t, late.student.token))[0]).toMatchObject({ status: 'cancelled' });
    await deliver(completed(late.session)).expect(200);
    expect(await currentUser(t, late.student.token)).toMatchObject({ course: 'SILVER' });
    expect((await ownPayments(t, late.student.token))[0]).toMatchObject({ status: 'paid' });

    const early = await buy({ course: 'gold' });
    await deliver(completed(early.session)).expect(200);
    await deliver(event('checkout.session.expired', early.session)).expect(200);
    await deliver(event('checkout.session.async_payment_failed', early.session)).expect(200);
    expect((await ownPayments(t, early.student.token))[0]).toMatchObject({ status: 'paid' });
    expect(await currentUser(t, early.student.token)).toMatchObject({ course: 'GOLD' });
  });

  it('waits for a delayed method: completed but unpaid, then async success or failure', async () => {
    const waiting = await buy({ course: 'topup', price: 30 });
    await deliver(event('checkout.session.completed', waiting.session)).expect(200);
    expect((await ownPayments(t, waiting.student.token))[0]).toMatchObject({ status: 'pending' });
    await deliver(
      event('checkout.session.async_payment_succeeded', waiting.session, {
        payment_status: 'paid',
      }),
    ).expect(200);
    expect(await currentUser(t, waiting.student.token)).toMatchObject({ balance: 30 });

    const failing = await buy({ course: 'topup', price: 35 });
    await deliver(event('checkout.session.completed', failing.session)).expect(200);
    await deliver(event('checkout.session.async_payment_failed', failing.session)).expect(200);
    expect((await ownPayments(t, failing.student.token))[0]).toMatchObject({ status: 'failed' });
    expect(await currentUser(t, failing.student.token)).toMatchObject({ balance: 0 });
  });

  it('never credits a confirmation whose charged amount differs from the payment', async () => {
    const { student, session } = await buy({ course: 'topup', price: 500 });
    await deliver(completed({ ...session, amount_total: 100 })).expect(200);
    await deliver(completed({ ...session, currency: 'eur' })).expect(200);
    expect(await currentUser(t, student.token)).toMatchObject({ balance: 0 });
    expect((await ownPayments(t, student.token))[0]).toMatchObject({ status: 'pending' });
  });

  it('acknowledges events for sessions it does not know and other event types', async () => {
    const stranger = { ...sessions[0], id: 'cs_test_unknown', client_reference_id: '' };
    await deliver(completed(stranger)).expect(200);
    await deliver({ ...event('payment_intent.created', stranger), data: { object: {} } }).expect(
      200,
    );
  });

  it("answers 'Error creating payment' when Stripe refuses, and records the payment as failed", async () => {
    const working = fake.handler;
    fake.handler = () => ({
      status: 400,
      body: { error: { type: 'invalid_request_error', message: 'Invalid currency' } },
    });
    try {
      const student = await t.student();
      const response = await t.http
        .post('/api/create-checkout-session')
        .set('token', student.token)
        .send({ course: 'gold' })
        .expect(502);
      expect(response.body as ApiError).toMatchObject({
        message: 'Error creating payment',
        code: 'PAYMENT_PROVIDER_FAILED',
      });
      expect((await ownPayments(t, student.token))[0]).toMatchObject({ status: 'failed' });
    } finally {
      fake.handler = working;
    }
  });
});

describe('Stripe webhooks without Stripe settings', () => {
  it('answer 404 and change nothing', async () => {
    const t = await createTestApp();
    try {
      await t.http
        .post('/api/payments/webhooks/stripe')
        .set('content-type', 'application/json')
        .send('{}')
        .expect(404);
    } finally {
      await t.close();
    }
  });
});
