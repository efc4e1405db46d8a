import { DataSource } from 'typeorm';
import type {
  AdminPayment,
  ApiError,
  CheckoutSessionResponse,
  CreatePaymentResponse,
  ManualPayment,
  PromoCodeRecord,
  RevenueStats,
} from '@academy/contracts';
import { PaymentExpiryService } from '../src/modules/payments/payment-expiry.service.js';
import { expectLedgersMatchBalances } from './support/ledger-balances.js';
import { createPromoCode, readPromoCode } from './support/promo-codes.js';
import { currentUser, ownPayments, ownReceiptText } from './support/student-reads.js';
import { createTestApp, type TestApp } from './support/test-app.js';

type Student = Awaited<ReturnType<TestApp['student']>>;

let referenceCounter = 0;

describe('paying with a promo code: reserve, consume, release', () => {
  let t: TestApp<'admin' | 'support'>;

  beforeAll(async () => {
    t = await createTestApp({
      staff: ['admin', 'support'],
      env: { PUBLIC_URL: 'https://academy.example', WEBHOOK_ALLOW_LOCAL_TARGETS: 'true' },
    });
  });
  afterAll(() => t.close());
  afterEach(() => expectLedgersMatchBalances(t));

  const code = (body: Parameters<typeof createPromoCode>[2] = {}) =>
    createPromoCode(t, t.tokens.admin, body);
  const figures = (promo: PromoCodeRecord) => readPromoCode(t, t.tokens.support, promo.id);

  const card = (student: Student, body: Record<string, unknown>) =>
    t.http.post('/api/create-checkout-session').set('token', student.token).send(body);
  /** A card checkout through the sandbox: the path of its page. */
  const cardPage = async (student: Student, body: Record<string, unknown>) =>
    new URL(((await card(student, body).expect(303)).body as CheckoutSessionResponse).url).pathname;
  const manual = async (student: Student, body: Record<string, unknown>) =>
    (
      await t.http
        .post('/api/payments/manual')
        .set('token', student.token)
        .send({ method: 'p2p', reference: `promo-ref-${(referenceCounter += 1)}`, ...body })
        .expect(201)
    ).body as ManualPayment;
  const desk = (id: string, action: 'confirm' | 'reject' | 'refund', body: object = {}) =>
    t.http
      .post(`/api/admin/payments/${id}/${action}`)
      .set('Authorization', t.tokens.admin)
      .send({ reason: 'Checked by staff', ...body });
  const states = async (promo: PromoCodeRecord) =>
    (
      await t.app
        .get(DataSource)
        .query<{ state: string }[]>(
          `SELECT state FROM promo_code_uses WHERE promo_code_id = $1 ORDER BY id`,
          [promo.id],
        )
    ).map((row) => row.state);

  describe('each kind on each route', () => {
    it('card: a percent code prices the checkout, and paying consumes it and sets the course', async () => {
      const promo = await code({ value: 25 });
      const student = await t.student();
      const page = await cardPage(student, { course: 'gold', promoCode: promo.code.toLowerCase() });
      const [pending] = await ownPayments(t, student.token);
      expect(pending).toMatchObject({
        status: 'pending',
        amount: 187.5,
        listPrice: 250,
        discount: 62.5,
        promoCode: promo.code,
      });
      expect(await figures(promo)).toMatchObject({ uses: 0, reserved: 1 });
      expect((await t.http.get(page).expect(200)).text).toContain('187.50');
      await t.http.post(`${page}/complete`).expect(303);
      expect(await currentUser(t, student.token)).toMatchObject({ course: 'GOLD', balance: 0 });
      expect(await figures(promo)).toMatchObject({
        uses: 1,
        reserved: 0,
        revenue: 187.5,
        discountGiven: 62.5,
        bonusGiven: 0,
      });
      expect(await states(promo)).toEqual(['consumed']);
      const [paid] = await ownPayments(t, student.token);
      const text = await ownReceiptText(t, student.token, paid.id);
      expect(text).toContain('List price');
      expect(text).toContain('$250.00');
      expect(text).toContain(`Promo code ${promo.code}`);
      expect(text).toContain('Discount -$62.50');
      expect(text).toContain('$187.50');
    });

    it('PayPort: an amount code takes whole dollars off, never below $1', async () => {
      const promo = await code({ kind: 'amount', value: 30, appliesTo: ['silver', 'platinum'] });
      const student = await t.student();
      const response = await t.http
        .post('/api/create-payment')
        .set('token', student.token)
        .send({ course: 'silver', amount: 1, id: String(student.id), promoCode: promo.code })
        .expect(200);
      const page = new URL((response.body as CreatePaymentResponse).data.url).pathname;
      expect((await ownPayments(t, student.token))[0]).toMatchObject({
        provider: 'sandbox',
        method: 'payport',
        amount: 70,
        listPrice: 100,
        discount: 30,
      });
      await t.http.post(`${page}/complete`).expect(303);
      expect(await currentUser(t, student.token)).toMatchObject({ course: 'SILVER' });
      const whole = await code({ kind: 'percent', value: 100, appliesTo: ['platinum'] });
      const other = await t.student();
      await cardPage(other, { course: 'platinum', promoCode: whole.code });
      expect((await ownPayments(t, other.token))[0]).toMatchObject({ amount: 1, discount: 499 });
    });

    it('manual: the desk shows code, list price and discount, and confirming consumes it', async () => {
      const promo = await code({ value: 10, appliesTo: ['platinum'] });
      const student = await t.student();
      const created = await manual(student, { course: 'platinum', promoCode: promo.code });
      expect(created).toMatchObject({
        amount: 450,
        listPrice: 500,
        discount: 50,
        promoCode: promo.code,
      });
      const confirmed = (await desk(created.id, 'confirm').expect(200)).body as AdminPayment;
      expect(confirmed).toMatchObject({
        status: 'paid',
        amount: 450,
        listPrice: 500,
        discount: 50,
        promoCode: promo.code,
      });
      expect(await figures(promo)).toMatchObject({ uses: 1, revenue: 450, discountGiven: 50 });
      const csv = await t.http
        .get('/api/admin/payments/export.csv')
        .query({ filter: JSON.stringify({ userId: student.id }) })
        .set('Authorization', t.tokens.support)
        .expect(200);
      const [header, row] = csv.text.trimEnd().split('\r\n');
      expect(header.endsWith(',promo_code,list_price,discount')).toBe(true);
      expect(row.endsWith(`,${promo.code},500.00,50.00`)).toBe(true);
    });

    it("the payments list finds a code's payments by its promoCode filter, in any case", async () => {
      const promo = await code({ value: 10, appliesTo: ['gold'] });
      const student = await t.student();
      const priced = await manual(student, { course: 'gold', promoCode: promo.code });
      await manual(student, { course: 'silver' });
      const listed = await t.http
        .get('/api/admin/payments')
        .query({ filter: JSON.stringify({ promoCode: promo.code.toLowerCase() }) })
        .set('Authorization', t.tokens.support)
        .expect(200);
      expect((listed.body as AdminPayment[]).map((payment) => payment.id)).toEqual([priced.id]);
      await t.http
        .get('/api/admin/payments')
        .query({ filter: JSON.stringify({ promoCode: 'no spaces allowed' }) })
        .set('Authorization', t.tokens.support)
        .expect(400);
    });

    it('the revenue statistics count the discount of a paid payment, not of a refunded one', async () => {
      const discountGiven = async () =>
        (
          (
            await t.http
              .get('/api/admin/stats/revenue?period=day')
              .set('Authorization', t.tokens.support)
              .expect(200)
          ).body as RevenueStats
        ).discountGiven;
      const before = await discountGiven();
      const promo = await code({ kind: 'amount', value: 40, appliesTo: ['silver'] });
      const student = await t.student();
      const page = await cardPage(student, { course: 'silver', promoCode: promo.code });
      expect(await discountGiven()).toBe(before);
      await t.http.post(`${page}/complete`).expect(303);
      expect(await discountGiven()).toBe(before + 40);
      const [paid] = await ownPayments(t, student.token);
      await desk(paid.id, 'refund').expect(200);
      expect(await discountGiven()).toBe(before);
    });

    it('a payment without a code shows its amount as the list price and no discount', async () => {
      const student = await t.student();
      await cardPage(student, { course: 'gold', promoCode: '  ' });
      expect((await ownPayments(t, student.token))[0]).toMatchObject({
        amount: 250,
        listPrice: 250,
        discount: 0,
        promoCode: null,
      });
    });

    it('a refused code creates no payment, on every route', async () => {
      const student = await t.student();
      const promo = await code({ appliesTo: ['gold'] });
      const refused = await card(student, { course: 'silver', promoCode: promo.code }).expect(400);
      expect((refused.body as ApiError).code).toBe('PROMO_NOT_APPLICABLE');
      await t.http
        .post('/api/payments/manual')
        .set('token', student.token)
        .send({ method: 'p2p', reference: 'never-made', course: 'gold', promoCode: 'NOPE123' })
        .expect(404);
      await t.http
        .post('/api/create-payment')
        .set('token', student.token)
        .send({ course: 'topup', amount: 50, id: String(student.id), promoCode: promo.code })
        .expect(400);
      expect(await ownPayments(t, student.token)).toEqual([]);
    });
  });

  describe('releasing', () => {
    it('a cancelled checkout releases its use, and the student may use the code again', async () => {
      const promo = await code({ maxUses: 1 });
      const student = await t.student();
      const page = await cardPage(student, { course: 'gold', promoCode: promo.code });
      const second = await card(student, { course: 'gold', promoCode: promo.code }).expect(409);
      expect((second.body as ApiError).code).toBe('PROMO_ALREADY_USED');
      const other = await t.student();
      const usedUp = await card(other, { course: 'gold', promoCode: promo.code }).expect(409);
      expect((usedUp.body as ApiError).code).toBe('PROMO_USED_UP');
      await t.http.post(`${page}/cancel`).expect(303);
      expect(await figures(promo)).toMatchObject({ uses: 0, reserved: 0 });
      expect(await states(promo)).toEqual(['released']);
      await cardPage(student, { course: 'gold', promoCode: promo.code });
      expect(await figures(promo)).toMatchObject({ reserved: 1 });
    });

    it('a rejected manual payment releases its use', async () => {
      const promo = await code({ appliesTo: ['silver'] });
      const student = await t.student();
      const created = await manual(student, { course: 'silver', promoCode: promo.code });
      await desk(created.id, 'reject').expect(200);
      expect(await states(promo)).toEqual(['released']);
      expect(await figures(promo)).toMatchObject({ uses: 0, reserved: 0, revenue: 0 });
    });

    it('an expired checkout releases its use; a late success still consumes it', async () => {
      const promo = await code({ maxUses: 1 });
      const student = await t.student();
      const page = await cardPage(student, { course: 'gold', promoCode: promo.code });
      const later = new Date(Date.now() + 2 * 24 * 3600 * 1000);
      expect(await t.app.get(PaymentExpiryService).expireLapsed(later)).toBeGreaterThanOrEqual(1);
      expect(await states(promo)).toEqual(['released']);
      expect((await ownPayments(t, student.token))[0]).toMatchObject({ status: 'expired' });
      // The student paid the discounted price before the page lapsed: the use is theirs.
      await t.http.post(`${page}/complete`).expect(303);
      expect(await states(promo)).toEqual(['consumed']);
      expect(await figures(promo)).toMatchObject({ uses: 1, revenue: 187.5 });
    });
  });

  describe('limits', () => {
    it('20 students paying at once with a code of maxUses 5 get 5 discounted payments', async () => {
      const promo = await code({ maxUses: 5 });
      const students = await Promise.all(Array.from({ length: 20 }, () => t.student()));
      const answers = await Promise.all(
        students.map((student) => card(student, { course: 'gold', promoCode: promo.code })),
      );
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses.filter((status) => status === 303)).toHaveLength(5);
      const refusals = answers.filter((answer) => answer.status !== 303);
      expect(refusals).toHaveLength(15);
      for (const refusal of refusals) {
        expect(refusal.status).toBe(409);
        expect((refusal.body as ApiError).code).toBe('PROMO_USED_UP');
      }
      expect(await figures(promo)).toMatchObject({ reserved: 5, uses: 0 });
      const [{ count }] = await t.app
        .get(DataSource)
        .query<{ count: number }[]>(
          `SELECT count(*)::int AS count FROM payments WHERE promo_code = $1`,
          [promo.code],
        );
      expect(Number(count)).toBe(5);
    });

    it('the same student twice: refused while the first use is held or consumed', async () => {
      const promo = await code({ maxUsesPerStudent: 1, appliesTo: ['gold', 'silver'] });
      const student = await t.student();
      const page = await cardPage(student, { course: 'silver', promoCode: promo.code });
      await t.http.post(`${page}/complete`).expect(303);
      const again = await card(student, { course: 'gold', promoCode: promo.code }).expect(409);
      expect((again.body as ApiError).code).toBe('PROMO_ALREADY_USED');
      const twice = await code({ maxUsesPerStudent: 2 });
      await cardPage(student, { course: 'gold', promoCode: twice.code });
      await cardPage(student, { course: 'gold', promoCode: twice.code });
      await card(student, { course: 'gold', promoCode: twice.code }).expect(409);
    });

    it('a first-purchase code is refused to a student who has paid before', async () => {
      const promo = await code({ firstPurchaseOnly: true, appliesTo: ['gold', 'silver'] });
      const student = await t.student();
      await t.http
        .post('/api/promo-codes/check')
        .set('token', student.token)
        .send({ code: promo.code, course: 'gold' })
        .expect(200);
      const page = await cardPage(student, { course: 'silver' });
      await t.http.post(`${page}/complete`).expect(303);
      const refused = await card(student, { course: 'gold', promoCode: promo.code }).expect(409);
      expect((refused.body as ApiError).code).toBe('PROMO_FIRST_PURCHASE_ONLY');
    });

    it('once used, a code keeps its kind and value and cannot be deleted', async () => {
      const promo = await code();
      const student = await t.student();
      await cardPage(student, { course: 'gold', promoCode: promo.code });
      const put = (body: object) =>
        t.http
          .put(`/api/admin/promo-codes/${promo.id}`)
          .set('Authorization', t.tokens.admin)
          .send({ ...promo, ...body });
      await put({ value: 50 }).expect(409);
      await put({ kind: 'amount' }).expect(409);
      await put({ maxUses: 10, active: false }).expect(200);
      const refused = await t.http
        .delete(`/api/admin/promo-codes/${promo.id}`)
        .set('Authorization', t.tokens.admin)
        .expect(409);
      expect((refused.body as ApiError).message).toContain('deactivate');
    });
  });

  describe('top-up bonus', () => {
    it('credits the bonus as its own ledger row when the top-up is paid, and announces it', async () => {
      await t.http
        .post('/api/admin/webhooks')
        .set('Authorization', t.tokens.admin)
        .send({ url: 'http://127.0.0.1:9/promo', events: ['promo.redeemed'] })
        .expect(201);
      const promo = await code({ kind: 'topup-bonus', value: 10, appliesTo: ['topup'] });
      const student = await t.student();
      const page = await cardPage(student, { course: 'topup', price: 200, promoCode: promo.code });
      expect((await ownPayments(t, student.token))[0]).toMatchObject({
        amount: 200,
        listPrice: 200,
        discount: 0,
        promoCode: promo.code,
      });
      await Promise.all(Array.from({ length: 3 }, () => t.http.post(`${page}/complete`)));
      expect(await currentUser(t, student.token)).toMatchObject({ balance: 220 });
      const rows = await t.ledger(student.id);
      expect(rows.map((row) => [row.reason, row.delta])).toEqual([
        ['payment', 200],
        ['bonus', 20],
      ]);
      expect(rows[1].paymentId).toBe(rows[0].paymentId);
      expect(await figures(promo)).toMatchObject({ uses: 1, revenue: 200, bonusGiven: 20 });
      const events = await t.app
        .get(DataSource)
        .query<{ payload: object; user_id: number }[]>(
          `SELECT payload, user_id FROM webhook_outbox WHERE type = 'promo.redeemed' AND user_id = $1`,
          [student.id],
        );
      expect(events).toEqual([
        {
          user_id: student.id,
          payload: expect.objectContaining({
            code: promo.code,
            kind: 'topup-bonus',
            listPrice: 200,
            discount: 0,
            bonus: 20,
            amount: 200,
          }),
        },
      ]);
    });

    it('a refund takes the bonus back with the top-up, or says what is missing', async () => {
      const promo = await code({
        kind: 'topup-bonus',
        value: 10,
        appliesTo: ['topup'],
        maxUsesPerStudent: 2,
      });
      const student = await t.student();
      const first = await manual(student, { course: 'topup', price: 100, promoCode: promo.code });
      await desk(first.id, 'confirm').expect(200);
      expect(await currentUser(t, student.token)).toMatchObject({ balance: 110 });
      await t.http
        .post(`/api/admin/users/${student.id}/balance-adjustments`)
        .set('Authorization', t.tokens.admin)
        .send({ amount: -20 })
        .expect(200);
      const short = await desk(first.id, 'refund').expect(409);
      expect((short.body as ApiError).message).toBe(
        'The balance is $20.00 short of the $110.00 ($100.00 top-up and $10.00 bonus) to take back: nothing was changed',
      );
      await t.http
        .post(`/api/admin/users/${student.id}/balance-adjustments`)
        .set('Authorization', t.tokens.admin)
        .send({ amount: 20 })
        .expect(200);
      const refunded = (await desk(first.id, 'refund').expect(200)).body as AdminPayment;
      expect(refunded).toMatchObject({ status: 'refunded', creditReversed: true });
      expect(await currentUser(t, student.token)).toMatchObject({ balance: 0 });
      expect((await t.ledger(student.id)).at(-1)).toMatchObject({
        reason: 'payment_reversal',
        delta: -110,
      });
      expect(await figures(promo)).toMatchObject({ uses: 1, revenue: 0, bonusGiven: 0 });
    });

    it('a refund of a discounted tier gives the course back and refunds what was paid', async () => {
      const promo = await code({ value: 20, appliesTo: ['silver'] });
      const student = await t.student();
      const created = await manual(student, { course: 'silver', promoCode: promo.code });
      await desk(created.id, 'confirm').expect(200);
      const refunded = (await desk(created.id, 'refund').expect(200)).body as AdminPayment;
      expect(refunded).toMatchObject({ status: 'refunded', amount: 80, listPrice: 100 });
      expect(await currentUser(t, student.token)).toMatchObject({ course: 'NONE', balance: 0 });
    });
  });
});
