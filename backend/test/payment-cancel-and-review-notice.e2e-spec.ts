import {
  PENDING_MANUAL_PAYMENTS_MAX,
  type ApiError,
  type AuditEntry,
  type ManualPayment,
  type PaymentRecord,
} from '@academy/contracts';
import { ownPayments } from './support/student-reads.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let referenceCounter = 0;
const aReference = () => `cancel-ref-${(referenceCounter += 1)}-${Date.now()}`;

describe('a student takes back "I have paid"; staff write what happens next', () => {
  let t: TestApp<'admin' | 'support'>;

  beforeAll(async () => {
    t = await createTestApp({ staff: ['admin', 'support'] });
  });
  afterAll(() => t.close());

  const send = async (token: string): Promise<ManualPayment> =>
    (
      await t.http
        .post('/api/payments/manual')
        .set('token', token)
        .send({ method: 'p2p', course: 'gold', reference: aReference() })
        .expect(201)
    ).body as ManualPayment;
  const cancel = (token: string, id: string) =>
    t.http.post(`/api/payments/${id}/cancel`).set('token', token);

  describe('POST /api/payments/:id/cancel', () => {
    it('cancels an own pending manual payment and frees its place among the pending ones', async () => {
      const student = await t.student();
      const sent: ManualPayment[] = [];
      for (let index = 0; index < PENDING_MANUAL_PAYMENTS_MAX; index += 1) {
        sent.push(await send(student.token));
      }
      const payment = sent[0];

      const answer = await cancel(student.token, payment.id).expect(200);

      expect(answer.body as PaymentRecord).toMatchObject({ id: payment.id, status: 'cancelled' });
      const listed = (await ownPayments(t, student.token)).find((row) => row.id === payment.id);
      expect(listed).toMatchObject({ id: payment.id, status: 'cancelled' });
      await send(student.token);
      // Staff can no longer confirm what the student took back.
      await t.http
        .post(`/api/admin/payments/${payment.id}/confirm`)
        .set('Authorization', t.tokens.support)
        .expect(409);
    });

    it("answers 404 for another student's payment and leaves it pending", async () => {
      const owner = await t.student();
      const other = await t.student();
      const payment = await send(owner.token);
      const refused = await cancel(other.token, payment.id).expect(404);
      expect((refused.body as ApiError).code).toBe('NOT_FOUND');
      await cancel(other.token, 'not-a-payment-id').expect(404);
      expect((await ownPayments(t, owner.token))[0]?.status).toBe('pending');
    });

    it('refuses a payment staff have decided, and a second cancel', async () => {
      const student = await t.student();
      const confirmed = await send(student.token);
      await t.http
        .post(`/api/admin/payments/${confirmed.id}/confirm`)
        .set('Authorization', t.tokens.support)
        .expect(200);
      const late = await cancel(student.token, confirmed.id).expect(409);
      expect((late.body as ApiError).code).toBe('CONFLICT');
      expect((await ownPayments(t, student.token))[0]?.status).toBe('paid');

      const taken = await send(student.token);
      await cancel(student.token, taken.id).expect(200);
      await cancel(student.token, taken.id).expect(409);
    });

    it('refuses a card checkout: only its provider closes it', async () => {
      const student = await t.student();
      await t.http
        .post('/api/create-checkout-session')
        .set('token', student.token)
        .send({ userId: student.id, course: 'silver' })
        .expect(303);
      const [card] = await ownPayments(t, student.token);
      expect(card?.method).toBe('card');
      await cancel(student.token, card.id).expect(409);
      expect((await ownPayments(t, student.token))[0]?.status).toBe('pending');
    });

    it('is for students: staff and visitors are refused', async () => {
      const student = await t.student();
      const payment = await send(student.token);
      await t.http
        .post(`/api/payments/${payment.id}/cancel`)
        .set('Authorization', t.tokens.admin)
        .expect(401);
      await t.http.post(`/api/payments/${payment.id}/cancel`).expect(401);
    });
  });

  describe('the payment review notice', () => {
    const put = (authorization: string, body: object) =>
      t.http
        .put('/api/admin/settings/payment-review')
        .set('Authorization', authorization)
        .send(body);

    it('starts empty, so the student app shows its own words', async () => {
      const student = await t.student();
      const answer = await t.http
        .get('/api/payments/review-notice')
        .set('token', student.token)
        .expect(200);
      expect(answer.body).toEqual({ en: null, ru: null });
    });

    it('is written by support and admins, read back by students, and audited', async () => {
      const en = '  We check payments within 2 working hours, 9:00–21:00 Moscow time.  ';
      const ru = 'Проверяем платежи в течение 2 рабочих часов, с 9:00 до 21:00 по Москве.';
      const saved = await put(t.tokens.support, { en, ru }).expect(200);
      expect(saved.body).toEqual({ en: en.trim(), ru });

      const student = await t.student();
      const read = await t.http.get('/api/payments/review-notice').set('token', student.token);
      expect(read.body).toEqual({ en: en.trim(), ru });

      await put(t.tokens.admin, { en: '', ru }).expect(200);
      const staffRead = await t.http
        .get('/api/admin/settings/payment-review')
        .set('Authorization', t.tokens.support)
        .expect(200);
      expect(staffRead.body).toEqual({ en: null, ru });

      const audit = await t.http
        .get('/api/admin/audit')
        .query({ filter: JSON.stringify({ action: 'payment_review_notice' }) })
        .set('Authorization', t.tokens.admin)
        .expect(200);
      const entries = audit.body as AuditEntry[];
      expect(entries[0]).toMatchObject({
        actorRole: 'admin',
        before: { en: en.trim(), ru },
        after: { en: null, ru },
      });
      expect(entries[1]).toMatchObject({ actorRole: 'support' });
    });

    it('refuses a text over 500 characters and changes nothing', async () => {
      const before = await t.http
        .get('/api/admin/settings/payment-review')
        .set('Authorization', t.tokens.admin);
      const refused = await put(t.tokens.admin, { en: 'x'.repeat(501), ru: null }).expect(400);
      expect((refused.body as ApiError).code).toBe('VALIDATION_FAILED');
      const after = await t.http
        .get('/api/admin/settings/payment-review')
        .set('Authorization', t.tokens.admin);
      expect(after.body).toEqual(before.body);
    });

    it('is not for students to write, nor for visitors to read', async () => {
      const student = await t.student();
      await put(student.token, { en: 'Free courses', ru: null }).expect(401);
      await t.http
        .put('/api/admin/settings/payment-review')
        .set('token', student.token)
        .send({ en: 'Free courses', ru: null })
        .expect(401);
      await t.http.get('/api/payments/review-notice').expect(401);
    });
  });
});
