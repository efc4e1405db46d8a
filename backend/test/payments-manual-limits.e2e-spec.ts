import { DataSource } from 'typeorm';
import {
  PENDING_MANUAL_PAYMENTS_MAX,
  PENDING_RECEIPT_BYTES_MAX,
  RECEIPT_MAX_BYTES,
  type ApiError,
  type ManualPayment,
} from '@academy/contracts';
import { PaymentEntity } from '../src/modules/payments/payment.entity.js';
import { STUDENT_SUBMISSIONS_PER_MINUTE } from '../src/modules/rate-limit/rate-limiters.js';
import { PDF, PNG } from './support/receipt-files.js';
import { ownPayments } from './support/student-reads.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let referenceCounter = 0;
const aReference = () => `limit-ref-${(referenceCounter += 1)}-${Date.now()}`;
/** A PDF of exactly the largest size one receipt may have. */
const FULL_RECEIPT = Buffer.concat([PDF, Buffer.alloc(RECEIPT_MAX_BYTES - PDF.length, 0x20)]);

describe('the limits on what one student sends to the payments desk', () => {
  let t: TestApp<'support'>;

  beforeAll(async () => {
    t = await createTestApp({ staff: ['support'] });
  });
  afterAll(() => t.close());

  const send = (token: string) =>
    t.http
      .post('/api/payments/manual')
      .set('token', token)
      .send({ method: 'p2p', course: 'topup', price: 100_000, reference: aReference() });
  const upload = (token: string, id: string, file: Buffer = PNG) =>
    t.http
      .put(`/api/payments/${id}/receipt`)
      .set('token', token)
      .attach('receipt', file, { filename: 'receipt.pdf', contentType: 'application/pdf' });
  const reject = (id: string) =>
    t.http
      .post(`/api/admin/payments/${id}/reject`)
      .set('Authorization', t.tokens.support)
      .send({ reason: 'No such transfer arrived' })
      .expect(200);
  const pendingRows = (userId: number) =>
    t.app
      .get(DataSource)
      .getRepository(PaymentEntity)
      .countBy({ userId, provider: 'manual', status: 'pending' });

  describe('POST /api/payments/manual', () => {
    it(`keeps ${PENDING_MANUAL_PAYMENTS_MAX} pending payments of 60 sent at once`, async () => {
      const student = await t.student();
      const answers = await Promise.all(Array.from({ length: 60 }, () => send(student.token)));
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 201)).toHaveLength(PENDING_MANUAL_PAYMENTS_MAX);
      expect(statuses.every((status) => [201, 409, 429].includes(status))).toBe(true);
      for (const answer of answers.filter((refused) => refused.status === 409)) {
        expect((answer.body as ApiError).code).toBe('PENDING_PAYMENTS_LIMIT');
      }
      expect(await pendingRows(student.id)).toBe(PENDING_MANUAL_PAYMENTS_MAX);
    });

    it('refuses the sixth pending payment with PENDING_PAYMENTS_LIMIT, and takes one again once one is checked', async () => {
      const student = await t.student();
      const sent: ManualPayment[] = [];
      for (let index = 0; index < PENDING_MANUAL_PAYMENTS_MAX; index += 1) {
        sent.push((await send(student.token).expect(201)).body as ManualPayment);
      }
      const sixth = await send(student.token).expect(409);
      expect(sixth.body as ApiError).toMatchObject({
        code: 'PENDING_PAYMENTS_LIMIT',
        message:
          'You already have 5 payments awaiting review. Please wait until they are checked before sending another.',
      });
      expect(await ownPayments(t, student.token)).toHaveLength(PENDING_MANUAL_PAYMENTS_MAX);
      // Another student is not held by this one's payments.
      await send((await t.student()).token).expect(201);
      await reject(sent[0].id);
      await send(student.token).expect(201);
    });
  });

  describe('the rate of manual payments and receipts', () => {
    it(`refuses payments and receipts past ${STUDENT_SUBMISSIONS_PER_MINUTE} a minute with 429 and Retry-After`, async () => {
      const student = await t.student();
      const payment = (await send(student.token).expect(201)).body as ManualPayment;
      for (let index = 1; index < STUDENT_SUBMISSIONS_PER_MINUTE; index += 1) {
        await upload(student.token, payment.id).expect(200);
      }
      const refusedUpload = await upload(student.token, payment.id).expect(429);
      expect((refusedUpload.body as ApiError).code).toBe('TOO_MANY_REQUESTS');
      expect(Number(refusedUpload.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refusedUpload.headers['retry-after'])).toBeLessThanOrEqual(60);
      const refusedPayment = await send(student.token).expect(429);
      expect(refusedPayment.headers['retry-after']).toBeDefined();
      expect(await ownPayments(t, student.token)).toHaveLength(1);
      // Each student has a rate of their own.
      await send((await t.student()).token).expect(201);
    });
  });

  describe('PUT /api/payments/:id/receipt', () => {
    const fullReceipts = PENDING_RECEIPT_BYTES_MAX / RECEIPT_MAX_BYTES;

    it(`refuses receipts past ${PENDING_RECEIPT_BYTES_MAX / 1024 / 1024} MB on one student's pending payments`, async () => {
      const student = await t.student();
      const payments: ManualPayment[] = [];
      for (let index = 0; index <= fullReceipts; index += 1) {
        payments.push((await send(student.token).expect(201)).body as ManualPayment);
      }
      for (const payment of payments.slice(0, fullReceipts)) {
        await upload(student.token, payment.id, FULL_RECEIPT).expect(200);
      }
      const last = payments[fullReceipts];
      const refused = await upload(student.token, last.id, PNG).expect(409);
      expect(refused.body as ApiError).toMatchObject({
        code: 'RECEIPT_BYTES_LIMIT',
        message:
          'The receipts of your payments awaiting review may take at most 20 MB together. Wait until they are checked, or replace a receipt with a smaller file.',
      });
      // A receipt replaces its own payment's: the same size again fits.
      await upload(student.token, payments[0].id, FULL_RECEIPT).expect(200);
      // A checked payment's receipt no longer counts.
      await reject(payments[1].id);
      await upload(student.token, last.id, PNG).expect(200);
    });

    it('lets uploads sent at once pass the limit together no more than one by one', async () => {
      const student = await t.student();
      const payments: ManualPayment[] = [];
      for (let index = 0; index <= fullReceipts; index += 1) {
        payments.push((await send(student.token).expect(201)).body as ManualPayment);
      }
      const answers = await Promise.all(
        payments.map((payment) => upload(student.token, payment.id, FULL_RECEIPT)),
      );
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses).toEqual([...Array(fullReceipts).fill(200), 409]);
      const bytes = await t.app
        .get(DataSource)
        .query<{ bytes: string }[]>(
          `SELECT coalesce(sum(receipt_size), 0) AS bytes FROM payments WHERE user_id = $1`,
          [student.id],
        );
      expect(Number(bytes[0].bytes)).toBe(PENDING_RECEIPT_BYTES_MAX);
    });
  });
});
