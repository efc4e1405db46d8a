import type { ApiError, CheckoutSessionResponse, CreatePaymentResponse } from '@academy/contracts';
import { DataSource } from 'typeorm';
import { BalanceService } from '../src/modules/users/balance/balance.service.js';
import { currentUser, ownPayments } from './support/student-reads.js';
import { createTestApp, type TestApp } from './support/test-app.js';

interface Student {
  id: number;
  token: string;
  email: string;
}

describe('payments through the built-in sandbox', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://academy.example' } });
  });
  afterAll(() => t.close());

  const checkout = async (student: Student, body: Record<string, unknown>) => {
    const response = await t.http
      .post('/api/create-checkout-session')
      .set('token', student.token)
      .send({ userId: student.id, ...body })
      .expect(303);
    return (response.body as CheckoutSessionResponse).url;
  };

  const sandboxId = (url: string) => new URL(url).pathname.split('/').at(-1)!;

  describe('POST /api/create-checkout-session', () => {
    it('answers 303 with the sandbox page URL and no Location for the JSON call', async () => {
      const student = await t.student();
      const response = await t.http
        .post('/api/create-checkout-session')
        .set('token', student.token)
        .send({ course: 'gold', userId: student.id })
        .expect(303);
      expect(response.headers.location).toBeUndefined();
      const { url } = response.body as CheckoutSessionResponse;
      expect(url).toMatch(/^https:\/\/academy\.example\/api\/payments\/sandbox\/[0-9a-f-]{36}$/);
      expect(await ownPayments(t, student.token)).toEqual([
        expect.objectContaining({
          id: sandboxId(url),
          provider: 'sandbox',
          kind: 'course',
          tier: 'GOLD',
          amount: 250,
          currency: 'USD',
          status: 'pending',
          paid_at: null,
        }),
      ]);
    });

    it('prices a tier from the catalogue, whatever price the client sends', async () => {
      const student = await t.student();
      await checkout(student, { course: 'PLATINUM', price: 1 });
      await checkout(student, { course: 'silver', price: '0.5' });
      const amounts = (await ownPayments(t, student.token)).map((payment) => [
        payment.tier,
        payment.amount,
      ]);
      expect(amounts).toEqual([
        ['SILVER', 100],
        ['PLATINUM', 500],
      ]);
    });

    it('accepts the plain form post of course, price and token, following with Location', async () => {
      const student = await t.student();
      const response = await t.http
        .post('/api/create-checkout-session')
        .type('form')
        .send({ course: 'topup', price: '150', token: JSON.stringify(student.token) })
        .expect(303);
      expect(response.headers.location).toBe((response.body as CheckoutSessionResponse).url);
      expect(await ownPayments(t, student.token)).toEqual([
        expect.objectContaining({ kind: 'topup', tier: null, amount: 150, status: 'pending' }),
      ]);
    });

    it('takes top-ups of whole dollars from 1 to 100,000 only', async () => {
      const student = await t.student();
      await checkout(student, { course: 'topup', price: 1 });
      await checkout(student, { course: 'topup', price: 100_000 });
      for (const price of [0, -10, 100_001, 10.5, '1e3', 'abc']) {
        const response = await t.http
          .post('/api/create-checkout-session')
          .set('token', student.token)
          .send({ course: 'topup', price, userId: student.id })
          .expect(400);
        expect((response.body as ApiError).code).toBe('VALIDATION_FAILED');
      }
      expect((await ownPayments(t, student.token)).map((payment) => payment.amount)).toEqual([
        100_000, 1,
      ]);
    });

    it('refuses unknown products, missing data, other users and anonymous callers', async () => {
      const student = await t.student();
      const other = await t.student();
      const post = () => t.http.post('/api/create-checkout-session');
      await post().set('token', student.token).send({ course: 'diamond' }).expect(400);
      const missing = await post().set('token', student.token).send({}).expect(400);
      expect((missing.body as ApiError).message).toBe('Insufficient data for payment');
      const foreign = await post()
        .set('token', student.token)
        .send({ course: 'gold', userId: other.id })
        .expect(403);
      expect((foreign.body as ApiError).message).toBe('You can only pay for your own account');
      await post().send({ course: 'gold', userId: student.id }).expect(401);
      await post().type('form').send({ course: 'gold', price: '250' }).expect(401);
      expect(await ownPayments(t, student.token)).toEqual([]);
      expect(await ownPayments(t, other.token)).toEqual([]);
    });

    it('refuses fields it does not know', async () => {
      const student = await t.student();
      const response = await t.http
        .post('/api/create-checkout-session')
        .set('token', student.token)
        .send({ course: 'gold', amount: 1 })
        .expect(400);
      expect((response.body as ApiError).message).toContain('amount');
    });
  });

  describe('POST /api/create-payment (PayPort method, sandbox without PayPort settings)', () => {
    const body = (student: Student, extra: Record<string, unknown> = {}) => ({
      amount: 250,
      firstName: 'Anna',
      lastName: 'Petrova',
      course: 'gold',
      id: String(student.id),
      email: student.email,
      ...extra,
    });

    it('answers {status: 200, data: {url}} with a payment page', async () => {
      const student = await t.student();
      const response = await t.http
        .post('/api/create-payment')
        .set('token', student.token)
        .send(body(student, { amount: 3 }))
        .expect(200);
      const { status, data } = response.body as CreatePaymentResponse;
      expect(status).toBe(200);
      expect(new URL(data.url).pathname).toMatch(/^\/api\/payments\/sandbox\//);
      expect(await ownPayments(t, student.token)).toEqual([
        expect.objectContaining({ tier: 'GOLD', amount: 250, provider: 'sandbox' }),
      ]);
    });

    it("says 'Insufficient data for payment' when course, amount or id is missing", async () => {
      const student = await t.student();
      for (const missing of ['course', 'amount', 'id']) {
        const response = await t.http
          .post('/api/create-payment')
          .set('token', student.token)
          .send(body(student, { [missing]: undefined }))
          .expect(400);
        expect(response.body as ApiError).toMatchObject({
          message: 'Insufficient data for payment',
          code: 'PAYMENT_DATA_MISSING',
        });
      }
      expect(await ownPayments(t, student.token)).toEqual([]);
    });

    it("refuses to create a payment for another user's id", async () => {
      const student = await t.student();
      const other = await t.student();
      await t.http
        .post('/api/create-payment')
        .set('token', student.token)
        .send(body(other))
        .expect(403);
    });
  });

  describe('the sandbox page', () => {
    it('says plainly that it is a test, with the product, the amount, Pay and Cancel', async () => {
      const student = await t.student();
      const url = await checkout(student, { course: 'gold' });
      const response = await t.http.get(new URL(url).pathname).expect(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.text).toContain('Test payment — no money is charged');
      expect(response.text).toContain('<dd>GOLD</dd>');
      expect(response.text).toContain('<dd>$250.00</dd>');
      expect(response.text).toMatch(/<button type="submit">Pay<\/button>/);
      expect(response.text).toMatch(/>Cancel<\/button>/);
    });

    it("speaks the student's language: Russian texts and amounts for a Russian reader", async () => {
      const student = await t.student();
      await t.app
        .get(DataSource)
        .query(`UPDATE users SET locale = 'ru' WHERE id = $1`, [student.id]);
      const url = await checkout(student, { course: 'topup', price: 1500 });
      const response = await t.http.get(new URL(url).pathname).expect(200);
      expect(response.text).toContain('<html lang="ru">');
      expect(response.text).toContain('Тестовый платёж — деньги не списываются');
      expect(response.text).toContain('<dd>Пополнение баланса</dd>');
      expect(response.text).toContain('<dd>1\u00a0500,00\u00a0$</dd>');
      expect(response.text).toMatch(/<button type="submit">Оплатить<\/button>/);
      expect(response.text).not.toContain('Test payment');
    });

    it('answers 404 for an unknown or malformed id', async () => {
      await t.http.get('/api/payments/sandbox/00000000-0000-4000-8000-000000000000').expect(404);
      await t.http.get('/api/payments/sandbox/not-a-uuid').expect(404);
      await t.http.get(`/api/payments/sandbox/${'-'.repeat(36)}`).expect(404);
      await t.http.get('/api/payments/sandbox/ffffffff-ffff-ffff-ffff-fffffffffffg').expect(404);
      await t.http.post('/api/payments/sandbox/not-a-uuid/complete').expect(404);
    });

    it('Pay sets the bought course and returns to the dashboard with a success notice', async () => {
      const student = await t.student();
      const path = new URL(await checkout(student, { course: 'gold', price: 1 })).pathname;
      const response = await t.http.post(`${path}/complete`).type('form').send('').expect(303);
      expect(response.headers.location).toBe('https://academy.example/dashboard?payment=success');
      expect(await currentUser(t, student.token)).toMatchObject({ course: 'GOLD', balance: 0 });
      const [payment] = await ownPayments(t, student.token);
      expect(payment).toMatchObject({ status: 'paid' });
      expect(Date.parse(payment.paid_at!)).toBeGreaterThan(Date.now() - 60_000);
      expect(await t.ledger(student.id)).toEqual([]);
    });

    it('Pay adds a top-up to the balance with a ledger row naming the payment', async () => {
      const student = await t.student();
      const path = new URL(await checkout(student, { course: 'topup', price: 150 })).pathname;
      await t.http.post(`${path}/complete`).expect(303);
      expect(await currentUser(t, student.token)).toMatchObject({ balance: 150, course: 'NONE' });
      const rows: { reason: string; delta: string; payment_id: number }[] = await t.app
        .get(DataSource)
        .query(
          `SELECT l.reason, l.delta, p.public_id AS payment_id FROM balance_ledger l
           JOIN payments p ON p.id = l.payment_id WHERE l.user_id = $1`,
          [student.id],
        );
      expect(rows).toEqual([
        { reason: 'payment', delta: expect.anything(), payment_id: path.split('/').at(-1) },
      ]);
      expect(Number(rows[0].delta)).toBe(150);
    });

    it('credits once when Pay is confirmed five times in a row', async () => {
      const student = await t.student();
      const path = new URL(await checkout(student, { course: 'topup', price: 40 })).pathname;
      for (let attempt = 0; attempt < 5; attempt += 1) {
        await t.http.post(`${path}/complete`).expect(303);
      }
      expect(await currentUser(t, student.token)).toMatchObject({ balance: 40 });
      expect(await t.ledger(student.id)).toHaveLength(1);
    });

    it('credits once when Pay is confirmed five times at once', async () => {
      const student = await t.student();
      const path = new URL(await checkout(student, { course: 'topup', price: 75 })).pathname;
      await Promise.all(
        Array.from({ length: 5 }, () => t.http.post(`${path}/complete`).expect(303)),
      );
      expect(await currentUser(t, student.token)).toMatchObject({ balance: 75 });
      expect(await t.ledger(student.id)).toHaveLength(1);
    });

    it('a failure half-way leaves the payment pending, and the retry credits it once', async () => {
      const student = await t.student();
      const path = new URL(await checkout(student, { course: 'topup', price: 55 })).pathname;
      const balances = t.app.get(BalanceService);
      const failOnce = vi
        .spyOn(balances, 'change')
        .mockRejectedValueOnce(new Error('connection lost'));
      try {
        await t.http.post(`${path}/complete`).expect(500);
      } finally {
        failOnce.mockRestore();
      }
      expect((await ownPayments(t, student.token))[0]).toMatchObject({ status: 'pending' });
      expect(await currentUser(t, student.token)).toMatchObject({ balance: 0 });
      await t.http.post(`${path}/complete`).expect(303);
      expect((await ownPayments(t, student.token))[0]).toMatchObject({ status: 'paid' });
      expect(await currentUser(t, student.token)).toMatchObject({ balance: 55 });
      expect(await t.ledger(student.id)).toHaveLength(1);
    });

    it('Cancel closes the payment and returns with a cancelled notice; nothing is credited', async () => {
      const student = await t.student();
      const path = new URL(await checkout(student, { course: 'platinum' })).pathname;
      const response = await t.http.post(`${path}/cancel`).expect(303);
      expect(response.headers.location).toBe('https://academy.example/dashboard?payment=cancelled');
      expect(await currentUser(t, student.token)).toMatchObject({ course: 'NONE', balance: 0 });
      expect((await ownPayments(t, student.token))[0]).toMatchObject({
        status: 'cancelled',
        paid_at: null,
      });
      const page = await t.http.get(path).expect(200);
      expect(page.text).toContain('This payment was cancelled');
    });

    it('a paid payment cannot be cancelled afterwards', async () => {
      const student = await t.student();
      const path = new URL(await checkout(student, { course: 'silver' })).pathname;
      await t.http.post(`${path}/complete`).expect(303);
      await t.http.post(`${path}/cancel`).expect(303);
      expect((await ownPayments(t, student.token))[0]).toMatchObject({ status: 'paid' });
      expect(await currentUser(t, student.token)).toMatchObject({ course: 'SILVER' });
      const page = await t.http.get(path).expect(200);
      expect(page.text).toContain('This payment is complete.');
      expect(page.text).not.toContain('>Pay</button>');
    });
  });

  describe('GET /api/payments', () => {
    it("lists only the caller's own payments, newest first", async () => {
      const student = await t.student();
      const other = await t.student();
      await checkout(student, { course: 'silver' });
      await checkout(student, { course: 'topup', price: 20 });
      await checkout(other, { course: 'gold' });
      const list = await ownPayments(t, student.token);
      expect(list.map((payment) => payment.kind)).toEqual(['topup', 'course']);
      expect(list.every((payment) => !('userId' in payment) && !('user_id' in payment))).toBe(true);
      await t.http.get('/api/payments').expect(401);
    });
  });
});

describe('opening checkouts', () => {
  it('is limited per client IP like the other attempts (RATE_LIMIT_PER_IP a minute)', async () => {
    const t = await createTestApp({ env: { RATE_LIMIT_PER_IP: '3' } });
    try {
      const student = await t.student();
      const open = (path: string, body: object) =>
        t.http.post(path).set('token', student.token).send(body);
      await open('/api/create-checkout-session', { course: 'gold' }).expect(303);
      await open('/api/create-payment', {
        course: 'gold',
        amount: 250,
        id: String(student.id),
      }).expect(200);
      await open('/api/create-checkout-session', { course: 'silver' }).expect(303);
      const refused = await open('/api/create-checkout-session', { course: 'gold' }).expect(429);
      expect(refused.headers['retry-after']).toMatch(/^\d+$/);
      expect(await ownPayments(t, student.token)).toHaveLength(3);
    } finally {
      await t.close();
    }
  });
});

describe('the sandbox in production', () => {
  const productionEnv = {
    NODE_ENV: 'production',
    JWT_SECRET: 'j'.repeat(40),
    ADMIN_JWT_SECRET: 'a'.repeat(40),
  };

  it('is off unless PAYMENT_PROVIDER=sandbox is chosen explicitly', async () => {
    const t = await createTestApp({ env: productionEnv });
    try {
      const student = await t.student();
      const response = await t.http
        .post('/api/create-checkout-session')
        .set('token', student.token)
        .send({ course: 'gold' })
        .expect(503);
      expect((response.body as ApiError).code).toBe('PAYMENT_UNAVAILABLE');
      await t.http
        .post('/api/create-payment')
        .set('token', student.token)
        .send({ course: 'gold', amount: 250, id: String(student.id) })
        .expect(503);
    } finally {
      await t.close();
    }
  });

  it('runs when PAYMENT_PROVIDER=sandbox is set and allowed', async () => {
    const t = await createTestApp({
      env: {
        ...productionEnv,
        PAYMENT_PROVIDER: 'sandbox',
        ALLOW_UNSAFE_IN_PRODUCTION: 'PAYMENT_PROVIDER',
      },
    });
    try {
      const student = await t.student();
      const response = await t.http
        .post('/api/create-checkout-session')
        .set('token', student.token)
        .send({ course: 'gold' })
        .expect(303);
      await t.http
        .get(new URL((response.body as CheckoutSessionResponse).url).pathname)
        .expect(200);
    } finally {
      await t.close();
    }
  });
});
