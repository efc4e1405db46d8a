import type { ApiError, CreatePaymentResponse } from '@academy/contracts';
import { FakeProvider, type RecordedRequest } from './support/fake-provider.js';
import { currentUser, ownPayments, ownReceiptText } from './support/student-reads.js';
import { payPortSignatureHeader } from './support/payport-signature.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const API_KEY = 'pp_live_key_for_the_fake';
const WEBHOOK_SECRET = 'payport-webhook-secret';

interface CreatedPayment {
  id: string;
  order_id: string;
  amount: number;
  currency: string;
  callback_url: string;
  success_url: string;
  fail_url: string;
  customer: { email: string; first_name: string; last_name: string };
}

function payPortApi(created: CreatedPayment[]) {
  return (request: RecordedRequest) => {
    if (request.method !== 'POST' || request.path !== '/v1/payments') {
      return { status: 404, body: { message: 'No route' } };
    }
    if (request.headers.authorization !== `Bearer ${API_KEY}`) {
      return { status: 401, body: { message: 'Bad key' } };
    }
    const payment = {
      ...(JSON.parse(request.body) as CreatedPayment),
      id: `pp_${created.length + 1}`,
    };
    created.push(payment);
    return {
      status: 201,
      body: { id: payment.id, url: `https://pay.payport.test/p/${payment.id}` },
    };
  };
}

let eventCounter = 0;

describe('the PayPort provider against a local fake', () => {
  let t: TestApp;
  let fake: FakeProvider;
  const created: CreatedPayment[] = [];

  beforeAll(async () => {
    fake = new FakeProvider(payPortApi(created));
    const apiUrl = await fake.start();
    t = await createTestApp({
      env: {
        PUBLIC_URL: 'https://academy.example',
        PAYPORT_API_URL: `${apiUrl}/v1`,
        PAYPORT_API_KEY: API_KEY,
        PAYPORT_WEBHOOK_SECRET: WEBHOOK_SECRET,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.stop();
  });

  async function pay(course: string, amount: number) {
    const student = await t.student();
    const response = await t.http
      .post('/api/create-payment')
      .set('token', student.token)
      .send({
        amount,
        firstName: 'Anna',
        lastName: 'Petrova',
        course,
        id: String(student.id),
        email: student.email,
      })
      .expect(200);
    const payment = created.at(-1)!;
    expect((response.body as CreatePaymentResponse).data.url).toBe(
      `https://pay.payport.test/p/${payment.id}`,
    );
    return { student, payment };
  }

  function deliver(
    type: string,
    payment: CreatedPayment,
    options: {
      age?: number;
      secret?: string;
      amount?: number;
      eventId?: string;
      reference?: string;
    } = {},
  ) {
    eventCounter += 1;
    const body = JSON.stringify({
      id: options.eventId ?? `ppe_${eventCounter}`,
      type,
      data: {
        id: options.reference ?? payment.id,
        order_id: payment.order_id,
        amount: options.amount ?? payment.amount,
        currency: 'USD',
      },
    });
    const timestamp = Math.floor(Date.now() / 1000) - (options.age ?? 0);
    const signature = payPortSignatureHeader(options.secret ?? WEBHOOK_SECRET, timestamp, body);
    return {
      body,
      send: (sentBody = body) =>
        t.http
          .post('/api/payments/webhooks/payport')
          .set('content-type', 'application/json')
          .set('x-payport-signature', signature)
          .send(sentBody),
    };
  }

  it('takes Credit Card through PayPort only: no sandbox for either method', async () => {
    const { student, payment } = await pay('gold', 250);
    const card = await t.http
      .post('/api/create-checkout-session')
      .set('token', student.token)
      .send({ course: 'gold' })
      .expect(503);
    expect((card.body as ApiError).code).toBe('PAYMENT_UNAVAILABLE');
    const sandboxPage = `/api/payments/sandbox/${payment.order_id}`;
    await t.http.get(sandboxPage).expect(404);
    await t.http.post(`${sandboxPage}/complete`).expect(404);
    expect((await currentUser(t, student.token)).balance).toBe(0);
  });

  it('creates the payment at the catalogue price with the callback and return URLs', async () => {
    const { payment } = await pay('gold', 1);
    expect(payment).toMatchObject({
      amount: 250,
      currency: 'USD',
      callback_url: 'https://academy.example/api/payments/webhooks/payport',
      success_url: 'https://academy.example/dashboard?payment=success',
      fail_url: 'https://academy.example/dashboard?payment=cancelled',
      customer: { first_name: 'Anna', last_name: 'Petrova' },
    });
    expect(fake.requests.at(-1)!.headers['idempotency-key']).toBe(payment.order_id);
  });

  it('credits once on payment.succeeded, however often it is delivered', async () => {
    const { student, payment } = await pay('topup', 150);
    const delivery = deliver('payment.succeeded', payment);
    for (let attempt = 0; attempt < 5; attempt += 1) await delivery.send().expect(200);
    // Ten fresh deliveries at once, each signed anew, as a provider's retry storm sends them.
    await Promise.all(
      Array.from({ length: 10 }, () => deliver('payment.succeeded', payment).send()),
    );
    expect(await currentUser(t, student.token)).toMatchObject({ balance: 150 });
    expect(await t.ledger(student.id)).toHaveLength(1);
    const [paid] = await ownPayments(t, student.token);
    expect(paid).toMatchObject({
      provider: 'payport',
      status: 'paid',
      salesReceiptNumber: expect.stringMatching(/^TA-\d{4}-\d{6}$/),
    });
    const receipt = await ownReceiptText(t, student.token, paid.id);
    expect(receipt).toContain(paid.salesReceiptNumber);
    expect(receipt).toMatch(/Payment method\s*Credit card \(PayPort\)/);
    expect(receipt).toMatch(new RegExp(`Payment reference\\s*${payment.id}\\b`));
  });

  it('refuses a tampered, stale or foreign signature and changes nothing', async () => {
    const { student, payment } = await pay('topup', 70);
    const genuine = deliver('payment.succeeded', payment);
    await genuine.send(genuine.body.replace('"amount":70', '"amount":7000')).expect(400);
    await deliver('payment.succeeded', payment, { age: 301 }).send().expect(400);
    await deliver('payment.succeeded', payment, { secret: 'not-ours' }).send().expect(400);
    const unsigned = await t.http
      .post('/api/payments/webhooks/payport')
      .set('content-type', 'application/json')
      .send(genuine.body)
      .expect(400);
    expect((unsigned.body as ApiError).code).toBe('WEBHOOK_SIGNATURE_INVALID');
    expect(await currentUser(t, student.token)).toMatchObject({ balance: 0 });
    await genuine.send().expect(200);
    expect(await currentUser(t, student.token)).toMatchObject({ balance: 70 });
  });

  it('refuses a signed event whose id or reference does not fit its column, and changes nothing', async () => {
    const { student, payment } = await pay('topup', 90);
    for (const options of [{ eventId: 'e'.repeat(256) }, { reference: 'r'.repeat(256) }]) {
      const response = await deliver('payment.succeeded', payment, options).send();
      expect(response.status).toBe(400);
      expect((response.body as ApiError).message).toMatch(/255 characters/);
    }
    expect(await currentUser(t, student.token)).toMatchObject({ balance: 0 });
    await deliver('payment.succeeded', payment, { eventId: 'e'.repeat(255) })
      .send()
      .expect(200);
    expect(await currentUser(t, student.token)).toMatchObject({ balance: 90 });
  });

  it('closes a pending payment on payment.failed; a later success still credits', async () => {
    const { student, payment } = await pay('silver', 100);
    await deliver('payment.failed', payment).send().expect(200);
    expect((await ownPayments(t, student.token))[0]).toMatchObject({ status: 'failed' });
    await deliver('payment.succeeded', payment).send().expect(200);
    expect(await currentUser(t, student.token)).toMatchObject({ course: 'SILVER' });
  });

  it('does not credit a success for a different amount', async () => {
    const { student, payment } = await pay('topup', 200);
    await deliver('payment.succeeded', payment, { amount: 20 }).send().expect(200);
    expect(await currentUser(t, student.token)).toMatchObject({ balance: 0 });
  });

  it("answers 'Error creating payment' when PayPort refuses", async () => {
    const working = fake.handler;
    fake.handler = () => ({ status: 500, body: { message: 'Down for maintenance' } });
    try {
      const student = await t.student();
      const response = await t.http
        .post('/api/create-payment')
        .set('token', student.token)
        .send({ amount: 100, course: 'silver', id: String(student.id) })
        .expect(502);
      expect((response.body as ApiError).message).toBe('Error creating payment');
      expect((await ownPayments(t, student.token))[0]).toMatchObject({ status: 'failed' });
    } finally {
      fake.handler = working;
    }
  });
});
