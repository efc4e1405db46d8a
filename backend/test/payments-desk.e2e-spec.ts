import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { formatUsd } from '@academy/domain';
import type {
  AdminPayment,
  ApiError,
  AuditEntry,
  LedgerEntry,
  ManualPayment,
} from '@academy/contracts';
import { expectLedgersMatchBalances } from './support/ledger-balances.js';
import { PNG } from './support/receipt-files.js';
import { currentUser, ownPayments } from './support/student-reads.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let referenceCounter = 0;
const aReference = () => `desk-ref-${(referenceCounter += 1)}-${Date.now()}`;

describe('the payments desk: /api/admin/payments', () => {
  let t: TestApp<'admin' | 'support'>;

  beforeAll(async () => {
    t = await createTestApp({ staff: ['admin', 'support'] });
  });
  afterAll(() => t.close());
  afterEach(() => expectLedgersMatchBalances(t));

  async function manual(
    student: { token: string },
    body: Record<string, unknown> = { course: 'topup', price: 120 },
  ): Promise<ManualPayment> {
    const response = await t.http
      .post('/api/payments/manual')
      .set('token', student.token)
      .send({ method: 'p2p', reference: aReference(), ...body })
      .expect(201);
    return response.body as ManualPayment;
  }

  const confirm = (id: string, role: 'admin' | 'support' = 'support') =>
    t.http.post(`/api/admin/payments/${id}/confirm`).set('Authorization', t.tokens[role]);
  const reject = (id: string, reason: unknown = 'No such transfer arrived') =>
    t.http
      .post(`/api/admin/payments/${id}/reject`)
      .set('Authorization', t.tokens.support)
      .send({ reason });
  const refund = (id: string, body: Record<string, unknown> = { reason: 'Asked by the student' }) =>
    t.http.post(`/api/admin/payments/${id}/refund`).set('Authorization', t.tokens.admin).send(body);
  const setBalance = (userId: number, balance: number) =>
    t.http
      .put(`/api/user/${userId}/balance`)
      .set('Authorization', t.tokens.admin)
      .send({ balance })
      .expect(200);
  const list = (query: Record<string, unknown> = {}) =>
    t.http
      .get('/api/admin/payments')
      .query(
        Object.fromEntries(
          Object.entries(query).map(([key, value]) => [key, JSON.stringify(value)]),
        ),
      )
      .set('Authorization', t.tokens.support);
  /**
   * The decision mails sent meanwhile: the sales receipts that the mail sweep may send at any
   * moment for earlier payments carry their PDF and are left out (sales-receipts.e2e-spec.ts).
   */
  const decisionMailsDuring = async (action: () => PromiseLike<unknown>) =>
    (await t.outbox.messagesDuring(action)).messages.filter(
      (message) => message.attachments.length === 0,
    );
  const auditOf = async (paymentId: string) =>
    (
      await t.http
        .get('/api/admin/audit')
        .query({ filter: JSON.stringify({ paymentId }) })
        .set('Authorization', t.tokens.admin)
        .expect(200)
    ).body as AuditEntry[];
  const ledgerOf = async (paymentId: string) =>
    (
      await t.http
        .get(`/api/admin/payments/${paymentId}/ledger`)
        .set('Authorization', t.tokens.support)
        .expect(200)
    ).body as LedgerEntry[];

  describe('POST /api/admin/payments/:id/confirm', () => {
    it('credits a top-up once with a ledger row naming the payment, and tells the student', async () => {
      const student = await t.student();
      const payment = await manual(student);
      const response = await confirm(payment.id).expect(200);
      expect(response.body as AdminPayment).toMatchObject({
        id: payment.id,
        status: 'paid',
        userId: student.id,
        userDeleted: false,
      });
      expect((await currentUser(t, student.token)).balance).toBe(120);
      const ledger = await ledgerOf(payment.id);
      expect(ledger).toEqual([
        expect.objectContaining({
          amount: 120,
          balanceAfter: 120,
          reason: 'payment',
          paymentId: payment.id,
          userId: student.id,
        }),
      ]);
      const [own] = await ownPayments(t, student.token);
      expect(own).toMatchObject({ id: payment.id, status: 'paid', noticePending: true });
      await t.http
        .post(`/api/payments/${payment.id}/notice-seen`)
        .set('token', student.token)
        .expect(204);
      expect((await ownPayments(t, student.token))[0].noticePending).toBe(false);
      // A repeat answers the paid payment and credits nothing more.
      await confirm(payment.id).expect(200);
      expect((await currentUser(t, student.token)).balance).toBe(120);
      const audit = await auditOf(payment.id);
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({
        action: 'payment_confirm',
        actorRole: 'support',
        paymentId: payment.id,
        targetUserId: student.id,
        before: expect.objectContaining({ status: 'pending', balance: 0 }),
        after: expect.objectContaining({ status: 'paid', balance: 120 }),
      });
    });

    it('credits once when five confirmations arrive at once', async () => {
      const student = await t.student();
      const payment = await manual(student, { course: 'topup', price: 75 });
      const answers = await Promise.all(Array.from({ length: 5 }, () => confirm(payment.id)));
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
      expect((await currentUser(t, student.token)).balance).toBe(75);
      expect(await t.ledger(student.id)).toHaveLength(1);
      expect(await auditOf(payment.id)).toHaveLength(1);
    });

    it('sets the course for a tier', async () => {
      const student = await t.student();
      const payment = await manual(student, { course: 'platinum' });
      await confirm(payment.id).expect(200);
      expect((await currentUser(t, student.token)).course).toBe('PLATINUM');
    });

    it('answers 409 for a rejected payment and 404 for an unknown one', async () => {
      const student = await t.student();
      const payment = await manual(student);
      await reject(payment.id).expect(200);
      const response = await confirm(payment.id).expect(409);
      expect((response.body as ApiError).message).toBe(
        'Only a pending payment can be confirmed; this one is rejected',
      );
      await confirm('00000000-0000-4000-8000-000000000000').expect(404);
      await confirm('nope').expect(404);
    });

    it('leaves a top-up that would pass the balance maximum pending, with the reason in the desk', async () => {
      const student = await t.student();
      await setBalance(student.id, 999_999_999_950);
      const payment = await manual(student, { course: 'topup', price: 100 });
      const response = await confirm(payment.id).expect(409);
      expect((response.body as ApiError).message).toMatch(/past its maximum/);
      const shown = (
        await t.http
          .get(`/api/admin/payments/${payment.id}`)
          .set('Authorization', t.tokens.support)
          .expect(200)
      ).body as AdminPayment;
      expect(shown).toMatchObject({
        status: 'pending',
        reviewReason: expect.stringMatching(/maximum/),
      });
      expect((await currentUser(t, student.token)).balance).toBe(999_999_999_950);
    });

    it('exactly one of a confirmation and a rejection at once wins', async () => {
      for (let round = 0; round < 3; round += 1) {
        const student = await t.student();
        const payment = await manual(student, { course: 'topup', price: 40 });
        const [confirmed, rejected] = await Promise.all([confirm(payment.id), reject(payment.id)]);
        expect([confirmed.status, rejected.status].sort()).toEqual([200, 409]);
        const balance = (await currentUser(t, student.token)).balance;
        const [own] = await ownPayments(t, student.token);
        if (confirmed.status === 200) {
          expect(own.status).toBe('paid');
          expect(balance).toBe(40);
        } else {
          expect(own.status).toBe('rejected');
          expect(balance).toBe(0);
        }
      }
    });
  });

  describe('POST /api/admin/payments/:id/reject', () => {
    it('rejects a pending payment with the reason the student sees; nothing is credited', async () => {
      const student = await t.student();
      const payment = await manual(student);
      const response = await reject(payment.id, '  No transfer with this reference  ').expect(200);
      expect(response.body as AdminPayment).toMatchObject({
        status: 'rejected',
        statusReason: 'No transfer with this reference',
      });
      const [own] = await ownPayments(t, student.token);
      expect(own).toMatchObject({
        status: 'rejected',
        statusReason: 'No transfer with this reference',
        noticePending: true,
      });
      expect((await currentUser(t, student.token)).balance).toBe(0);
      expect((await auditOf(payment.id))[0]).toMatchObject({ action: 'payment_reject' });
      await reject(payment.id).expect(409);
    });

    it.each([[''], ['   '], ['x'.repeat(501)], [7], [null], ['bad\u0000reason']])(
      'refuses the reason %j with 400',
      async (reason) => {
        const student = await t.student();
        const payment = await manual(student);
        await reject(payment.id, reason).expect(400);
        expect((await ownPayments(t, student.token))[0].status).toBe('pending');
      },
    );
  });

  describe('the mails to the student', () => {
    it('tells an English reader that the payment is confirmed and what it paid for', async () => {
      const student = await t.student();
      const payment = await manual(student, { course: 'gold' });
      const messages = await decisionMailsDuring(() => confirm(payment.id).expect(200));
      expect(messages).toHaveLength(1);
      expect(messages[0]).toMatchObject({
        to: student.email,
        subject: `Your payment of ${formatUsd(payment.amount, 'en')} is confirmed`,
      });
      expect(messages[0].text).toContain(payment.id);
      expect(messages[0].text).toContain('Your Gold course is now active.');
    });

    it('tells a Russian reader in Russian why the payment was rejected', async () => {
      const student = await t.student();
      await t.http
        .patch('/api/user')
        .set('token', student.token)
        .send({ locale: 'ru' })
        .expect(200);
      const payment = await manual(student);
      const messages = await decisionMailsDuring(() =>
        reject(payment.id, 'Перевод не поступил').expect(200),
      );
      expect(messages).toHaveLength(1);
      expect(messages[0].subject).toBe(`Платёж на ${formatUsd(payment.amount, 'ru')} не принят`);
      expect(messages[0].text).toContain('Причина: Перевод не поступил');
    });

    it('sends nothing for a decision that changed nothing', async () => {
      const student = await t.student();
      const payment = await manual(student);
      await confirm(payment.id).expect(200);
      const messages = await decisionMailsDuring(async () => {
        await confirm(payment.id).expect(200);
        await reject(payment.id).expect(409);
      });
      expect(messages).toHaveLength(0);
    });
  });

  describe('POST /api/admin/payments/:id/refund', () => {
    it('refunds a top-up and takes its amount back with a payment_reversal row', async () => {
      const student = await t.student();
      const payment = await manual(student, { course: 'topup', price: 200 });
      await confirm(payment.id).expect(200);
      const response = await refund(payment.id).expect(200);
      expect(response.body as AdminPayment).toMatchObject({
        status: 'refunded',
        statusReason: 'Asked by the student',
        creditReversed: true,
      });
      expect((response.body as AdminPayment).refundedAt).not.toBeNull();
      expect((await currentUser(t, student.token)).balance).toBe(0);
      const ledger = await ledgerOf(payment.id);
      expect(ledger.map((entry) => [entry.reason, entry.amount]).sort()).toEqual([
        ['payment', 200],
        ['payment_reversal', -200],
      ]);
      expect(ledger.find((entry) => entry.reason === 'payment_reversal')?.actor).toMatch(/^admin/);
      const again = await refund(payment.id).expect(409);
      expect((again.body as ApiError).message).toBe('This payment has already been refunded');
      expect((await auditOf(payment.id)).map((entry) => entry.action)).toEqual([
        'payment_refund',
        'payment_confirm',
      ]);
    });

    it('answers a refund repeated with its Idempotency-Key as the first one, acting once', async () => {
      const student = await t.student();
      const payment = await manual(student, { course: 'topup', price: 120 });
      await confirm(payment.id).expect(200);
      const key = randomUUID();
      const body = { reason: 'Asked by the student' };
      const [first, repeat] = await Promise.all(
        [0, 1].map(() => refund(payment.id, body).set('Idempotency-Key', key)),
      );
      const statuses = [first.status, repeat.status].sort();
      // Sent together, the second may find the first still running (409) or finished (its answer).
      expect(statuses[0]).toBe(200);
      expect([200, 409]).toContain(statuses[1]);
      const replay = await refund(payment.id, body).set('Idempotency-Key', key).expect(200);
      expect(replay.body).toEqual(first.status === 200 ? first.body : repeat.body);
      const ledger = await ledgerOf(payment.id);
      expect(ledger.filter((entry) => entry.reason === 'payment_reversal')).toHaveLength(1);
    });

    it('takes a tier back to the course before it', async () => {
      const student = await t.student();
      const payment = await manual(student, { course: 'gold' });
      await confirm(payment.id).expect(200);
      expect((await currentUser(t, student.token)).course).toBe('GOLD');
      await refund(payment.id).expect(200);
      expect((await currentUser(t, student.token)).course).toBe('NONE');
    });

    it('answers 409 with the missing amount when the balance is short, and changes nothing', async () => {
      const student = await t.student();
      const payment = await manual(student, { course: 'topup', price: 100 });
      await confirm(payment.id).expect(200);
      await setBalance(student.id, 30.5);
      const response = await refund(payment.id).expect(409);
      expect((response.body as ApiError).message).toBe(
        'The balance is $69.50 short of the $100.00 to take back: nothing was changed',
      );
      expect((await currentUser(t, student.token)).balance).toBe(30.5);
      expect((await ownPayments(t, student.token))[0].status).toBe('paid');
      expect((await auditOf(payment.id)).map((entry) => entry.action)).toEqual(['payment_confirm']);
    });

    it('leaves the credit with reverseCredit false', async () => {
      const student = await t.student();
      const payment = await manual(student, { course: 'topup', price: 60 });
      await confirm(payment.id).expect(200);
      const response = await refund(payment.id, { reason: 'Goodwill', reverseCredit: false });
      expect(response.status).toBe(200);
      expect(response.body as AdminPayment).toMatchObject({
        status: 'refunded',
        creditReversed: false,
      });
      expect((await currentUser(t, student.token)).balance).toBe(60);
    });

    it('refuses pending payments, bad bodies, and support', async () => {
      const student = await t.student();
      const payment = await manual(student);
      await refund(payment.id).expect(409);
      await refund(payment.id, {}).expect(400);
      await refund(payment.id, { reason: 'x', reverseCredit: 'no' }).expect(400);
      await confirm(payment.id).expect(200);
      await t.http
        .post(`/api/admin/payments/${payment.id}/refund`)
        .set('Authorization', t.tokens.support)
        .send({ reason: 'x' })
        .expect(403);
      expect((await currentUser(t, student.token)).balance).toBe(120);
    });
  });

  describe('GET /api/admin/payments', () => {
    it('pages newest first with Content-Range and filters in the database', async () => {
      const student = await t.student();
      const first = await manual(student, { course: 'silver', method: 'coinumm' });
      const second = await manual(student, { course: 'topup', price: 5, method: 'revoxpay' });
      await confirm(second.id).expect(200);
      const all = await list({ filter: { userId: student.id } }).expect(200);
      expect(all.headers['content-range']).toBe('payments 0-1/2');
      expect((all.body as AdminPayment[]).map((row) => row.id)).toEqual([second.id, first.id]);
      const paid = await list({ filter: { userId: student.id, status: 'paid' } }).expect(200);
      expect((paid.body as AdminPayment[]).map((row) => row.id)).toEqual([second.id]);
      const byMethod = await list({ filter: { method: 'coinumm', userId: student.id } });
      expect((byMethod.body as AdminPayment[]).map((row) => row.id)).toEqual([first.id]);
      const byReference = await list({ filter: { q: first.reference.toUpperCase() } });
      expect((byReference.body as AdminPayment[]).map((row) => row.id)).toEqual([first.id]);
      const byEmail = await list({ filter: { q: (await currentUser(t, student.token)).email } });
      expect((byEmail.body as AdminPayment[]).map((row) => row.id).sort()).toEqual(
        [first.id, second.id].sort(),
      );
      const today = new Date().toISOString().slice(0, 10);
      const inDay = await list({ filter: { userId: student.id, from: today, to: today } });
      expect(inDay.body as AdminPayment[]).toHaveLength(2);
      const before = await list({ filter: { userId: student.id, to: '2020-01-01' } });
      expect(before.body as AdminPayment[]).toHaveLength(0);
      const page = await list({ filter: { userId: student.id }, range: [1, 1] }).expect(200);
      expect(page.headers['content-range']).toBe('payments 1-1/2');
      const byAmount = await list({ filter: { userId: student.id }, sort: ['amount', 'ASC'] });
      expect((byAmount.body as AdminPayment[]).map((row) => row.amount)).toEqual([5, 100]);
    });

    it.each([
      [{ filter: { status: 'lost' } }],
      [{ filter: { method: 'cash' } }],
      [{ filter: { provider: 'bank' } }],
      [{ filter: { userId: 'x' } }],
      [{ filter: { from: 'yesterday' } }],
      [{ filter: { q: 5 } }],
      [{ filter: { colour: 'red' } }],
      [{ sort: ['email', 'ASC'] }],
      [{ range: [0, 5000] }],
    ])('answers 400 for %j', async (query) => {
      await list(query).expect(400);
    });

    it('shows a payment of a deleted account as such', async () => {
      const student = await t.student();
      const payment = await manual(student);
      await t.http
        .delete(`/api/admin/users/${student.id}`)
        .set('Authorization', t.tokens.admin)
        .expect(200);
      const shown = await t.http
        .get(`/api/admin/payments/${payment.id}`)
        .set('Authorization', t.tokens.support)
        .expect(200);
      expect(shown.body as AdminPayment).toMatchObject({
        userDeleted: true,
        userEmail: null,
        userName: null,
      });
    });
  });

  describe('GET /api/admin/payments/:id/receipt', () => {
    it('streams the receipt to staff with its type; others are refused', async () => {
      const student = await t.student();
      const payment = await manual(student);
      await t.http
        .get(`/api/admin/payments/${payment.id}/receipt`)
        .set('Authorization', t.tokens.support)
        .expect(404);
      await t.http
        .put(`/api/payments/${payment.id}/receipt`)
        .set('token', student.token)
        .attach('receipt', PNG, 'r.png')
        .expect(200);
      const response = await t.http
        .get(`/api/admin/payments/${payment.id}/receipt`)
        .set('Authorization', t.tokens.support)
        .buffer(true)
        .parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => done(null, Buffer.concat(chunks)));
        })
        .expect(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="receipt-${payment.id}.png"`,
      );
      expect(Buffer.compare(response.body as Buffer, PNG)).toBe(0);
      await t.http
        .get(`/api/admin/payments/${payment.id}/receipt`)
        .set('token', student.token)
        .expect(401);
    });
  });

  describe('GET /api/admin/payments/export.csv', () => {
    it('streams the filtered payments as CSV and audits the export', async () => {
      const student = await t.student();
      const payment = await manual(student, { course: 'gold', reference: '=HYPERLINK("x")' });
      const response = await t.http
        .get('/api/admin/payments/export.csv')
        .query({ filter: JSON.stringify({ userId: student.id }) })
        .set('Authorization', t.tokens.support)
        .expect(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      const lines = response.text.trimEnd().split('\r\n');
      expect(lines[0]).toBe(
        'id,created_at,user_id,email,provider,method,kind,tier,amount,currency,status,reference,coin,provider_reference,status_reason,review_reason,paid_at,refunded_at,promo_code,list_price,discount',
      );
      expect(lines).toHaveLength(2);
      expect(lines[1]).toContain(`${payment.id},`);
      expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`);
      expect(lines[1]).toContain(',250.00,USD,pending,');
      expect(lines[1].endsWith(',,250.00,0.00')).toBe(true);
      const audit = (
        await t.http
          .get('/api/admin/audit')
          .query({ filter: JSON.stringify({ action: 'payment_export' }) })
          .set('Authorization', t.tokens.admin)
          .expect(200)
      ).body as AuditEntry[];
      expect(audit[0]).toMatchObject({ actorRole: 'support', targetUserId: null });
      await t.http
        .get('/api/admin/payments/export.csv')
        .query({ filter: '{"status":"nope"}' })
        .set('Authorization', t.tokens.support)
        .expect(400);
    });
  });

  describe('roles', () => {
    it('none and students get 401, support reads, confirms and rejects, only admins refund', async () => {
      const owner = await t.student();
      const payment = await manual(owner);
      const routes: [string, string][] = [
        ['get', '/api/admin/payments'],
        ['get', `/api/admin/payments/${payment.id}`],
        ['get', `/api/admin/payments/${payment.id}/ledger`],
        ['get', `/api/admin/payments/${payment.id}/receipt`],
        ['get', '/api/admin/payments/export.csv'],
        ['post', `/api/admin/payments/${payment.id}/confirm`],
        ['post', `/api/admin/payments/${payment.id}/reject`],
        ['post', `/api/admin/payments/${payment.id}/refund`],
      ];
      const other = await t.student();
      for (const [method, path] of routes) {
        const call = () => (method === 'get' ? t.http.get(path) : t.http.post(path));
        await call().expect(401);
        await call().set('token', owner.token).expect(401);
        await call().set('token', other.token).expect(401);
      }
      await t.http
        .post(`/api/admin/payments/${payment.id}/refund`)
        .set('Authorization', t.tokens.support)
        .send({ reason: 'x' })
        .expect(403);
      await reject(payment.id).expect(200);
      const stored = await t.app
        .get(DataSource)
        .query<{ decided_by: number }[]>(`SELECT decided_by FROM payments WHERE public_id = $1`, [
          payment.id,
        ]);
      expect(stored[0].decided_by).toBeGreaterThan(0);
    });
  });
});
