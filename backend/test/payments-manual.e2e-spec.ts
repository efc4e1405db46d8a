import { readdirSync } from 'node:fs';
import {
  RECEIPT_MAX_BYTES,
  type ApiError,
  type ManualPayment,
  type PaymentRecord,
} from '@academy/contracts';
import { expectLedgersMatchBalances } from './support/ledger-balances.js';
import { HTML, JPEG, PDF, PNG } from './support/receipt-files.js';
import { ownPayments } from './support/student-reads.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let referenceCounter = 0;
const aReference = () => `0xhash${(referenceCounter += 1)}${Date.now()}`;

describe('POST /api/payments/manual', () => {
  let t: TestApp;
  let student: { id: number; token: string };

  beforeAll(async () => {
    t = await createTestApp();
  });
  // Each test is a student of its own: a student may have only so many payments pending at once.
  beforeEach(async () => {
    student = await t.student();
  });
  afterAll(() => t.close());

  const send = (body: Record<string, unknown>, token = student.token) =>
    t.http.post('/api/payments/manual').set('token', token).send(body);

  it('records a pending crypto payment for a tier at its catalogue price', async () => {
    const reference = aReference();
    const response = await send({
      method: 'crypto',
      course: 'gold',
      price: 1,
      reference: `  ${reference}  `,
      coin: 'usdt-trc20',
    }).expect(201);
    const payment = response.body as ManualPayment;
    expect(payment).toMatchObject({
      status: 'pending',
      amount: 250,
      method: 'crypto',
      kind: 'course',
      tier: 'GOLD',
      reference,
      coin: 'usdt-trc20',
    });
    expect(new Date(payment.createdAt).getTime()).toBeGreaterThan(0);
    const listed = (await ownPayments(t, student.token)).find((row) => row.id === payment.id);
    expect(listed).toMatchObject<Partial<PaymentRecord>>({
      provider: 'manual',
      method: 'crypto',
      status: 'pending',
      reference,
      statusReason: null,
      noticePending: false,
    });
    await expectLedgersMatchBalances(t);
  });

  it('records a top-up of whole dollars for P2P, Coinumm and Revoxpay without a coin', async () => {
    for (const method of ['p2p', 'coinumm', 'revoxpay']) {
      const response = await send({
        method,
        course: 'topup',
        price: 150,
        reference: aReference(),
      }).expect(201);
      expect(response.body).toMatchObject({ amount: 150, kind: 'topup', tier: null, coin: null });
    }
  });

  it('answers 409 when the student sends the same method and reference twice, in any letter case', async () => {
    const reference = aReference();
    await send({ method: 'p2p', course: 'silver', reference }).expect(201);
    const again = await send({ method: 'p2p', course: 'gold', reference: reference.toUpperCase() });
    expect(again.status).toBe(409);
    expect(again.body as ApiError).toMatchObject({
      code: 'CONFLICT',
      message: 'You have already sent a P2P/IBAN payment with this reference',
    });
    // Another method may carry the same text.
    await send({ method: 'coinumm', course: 'silver', reference }).expect(201);
  });

  it.each([
    [{ course: 'gold', reference: 'x' }, 'method'],
    [{ method: 'card', course: 'gold', reference: 'x' }, 'method'],
    [{ method: 'p2p', course: 'diamond', reference: 'x' }, 'course'],
    [{ method: 'p2p', course: 'topup', reference: 'x' }, 'price'],
    [{ method: 'p2p', course: 'topup', price: 0, reference: 'x' }, 'price'],
    [{ method: 'p2p', course: 'topup', price: 10.5, reference: 'x' }, 'price'],
    [{ method: 'p2p', course: 'topup', price: 100_001, reference: 'x' }, 'price'],
    [{ method: 'p2p', course: 'topup', price: '50', reference: 'x' }, 'price'],
    [{ method: 'p2p', course: 'gold', reference: '   ' }, 'reference'],
    [{ method: 'p2p', course: 'gold', reference: 'x'.repeat(201) }, 'reference'],
    [{ method: 'p2p', course: 'gold', reference: 7 }, 'reference'],
    [{ method: 'crypto', course: 'gold', reference: 'x' }, 'coin'],
    [{ method: 'crypto', course: 'gold', reference: 'x', coin: 'doge' }, 'coin'],
    [{ method: 'p2p', course: 'gold', reference: 'x', amount: 1 }, 'amount'],
  ])('refuses %j with a field error on %s and stores nothing', async (body, field) => {
    const before = (await ownPayments(t, student.token)).length;
    const response = await send(body).expect(400);
    expect((response.body as ApiError).errors?.map((error) => error.field)).toContain(field);
    expect(await ownPayments(t, student.token)).toHaveLength(before);
  });

  it('takes a reference of exactly 200 characters', async () => {
    await send({ method: 'revoxpay', course: 'gold', reference: 'r'.repeat(200) }).expect(201);
  });

  it('needs a student token: none or a staff token is 401', async () => {
    await t.http
      .post('/api/payments/manual')
      .send({ method: 'p2p', course: 'gold', reference: aReference() })
      .expect(401);
    const admin = await t.staff('admin');
    await t.http
      .post('/api/payments/manual')
      .set('Authorization', admin)
      .send({ method: 'p2p', course: 'gold', reference: aReference() })
      .expect(401);
  });
});

describe('POST /api/payments/manual with fewer coins offered', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { CRYPTO_ADDRESS_ETH: '', CRYPTO_ADDRESS_USDT_ERC20: '' } });
  });
  afterAll(() => t.close());

  it('refuses a claim in a coin without a receiving address and stores nothing', async () => {
    const student = await t.student();
    const response = await t.http
      .post('/api/payments/manual')
      .set('token', student.token)
      .send({ method: 'crypto', coin: 'eth', course: 'gold', reference: aReference() })
      .expect(400);
    expect((response.body as ApiError).errors).toEqual([
      { field: 'coin', message: 'coin must be one of btc, usdt-trc20' },
    ]);
    expect(await ownPayments(t, student.token)).toHaveLength(0);
    await t.http
      .post('/api/payments/manual')
      .set('token', student.token)
      .send({ method: 'crypto', coin: 'btc', course: 'gold', reference: aReference() })
      .expect(201);
  });

  it('refuses every crypto claim when no coin is offered', async () => {
    const none = await createTestApp({
      env: {
        CRYPTO_ADDRESS_BTC: '',
        CRYPTO_ADDRESS_ETH: '',
        CRYPTO_ADDRESS_USDT_TRC20: '',
        CRYPTO_ADDRESS_USDT_ERC20: '',
      },
    });
    try {
      const student = await none.student();
      const response = await none.http
        .post('/api/payments/manual')
        .set('token', student.token)
        .send({ method: 'crypto', coin: 'btc', course: 'gold', reference: aReference() })
        .expect(400);
      expect((response.body as ApiError).message).toBe('Crypto payments are not accepted');
    } finally {
      await none.close();
    }
  });
});

describe('PUT /api/payments/:id/receipt', () => {
  let t: TestApp;
  let owner: { id: number; token: string };
  let other: { id: number; token: string };

  beforeAll(async () => {
    t = await createTestApp();
    other = await t.student();
  });
  beforeEach(async () => {
    owner = await t.student();
  });
  afterAll(() => t.close());

  async function pending(token = owner.token): Promise<ManualPayment> {
    const response = await t.http
      .post('/api/payments/manual')
      .set('token', token)
      .send({ method: 'p2p', course: 'silver', reference: aReference() })
      .expect(201);
    return response.body as ManualPayment;
  }

  const upload = (id: string, file: Buffer, name: string, token = owner.token, field = 'receipt') =>
    t.http
      .put(`/api/payments/${id}/receipt`)
      .set('token', token)
      .attach(field, file, { filename: name, contentType: 'application/octet-stream' });

  const storedFiles = () => {
    try {
      return readdirSync(t.config.receiptsDir);
    } catch {
      return [];
    }
  };

  it.each([
    ['PNG', PNG, 'receipt.png'],
    ['JPEG', JPEG, 'photo.jpeg'],
    ['PDF', PDF, 'statement.pdf'],
    ['PNG named .txt', PNG, 'whatever.txt'],
  ])('accepts a %s by its content', async (_, file, name) => {
    const payment = await pending();
    const response = await upload(payment.id, file, name).expect(200);
    expect((response.body as PaymentRecord).id).toBe(payment.id);
    expect(storedFiles().some((stored) => stored.startsWith(payment.id))).toBe(true);
  });

  it('refuses HTML named .png, and an empty file, storing nothing', async () => {
    const payment = await pending();
    const html = await upload(payment.id, HTML, 'receipt.png').expect(400);
    expect((html.body as ApiError).message).toBe(
      'The receipt must be a PNG or JPEG image or a PDF document',
    );
    await upload(payment.id, Buffer.alloc(0), 'empty.png').expect(400);
    expect(storedFiles().filter((stored) => stored.startsWith(payment.id))).toEqual([]);
    expect(storedFiles().filter((stored) => stored.startsWith('.upload-'))).toEqual([]);
  });

  it('refuses a file of 5 MB and one byte with 413, and takes exactly 5 MB', async () => {
    const payment = await pending();
    const tooLarge = Buffer.concat([PDF, Buffer.alloc(RECEIPT_MAX_BYTES + 1 - PDF.length, 0x20)]);
    const refused = await upload(payment.id, tooLarge, 'big.pdf').expect(413);
    expect((refused.body as ApiError).message).toBe('The receipt must be at most 5 MB');
    expect(storedFiles().filter((stored) => stored.startsWith(payment.id))).toEqual([]);
    const exact = Buffer.concat([PDF, Buffer.alloc(RECEIPT_MAX_BYTES - PDF.length, 0x20)]);
    await upload(payment.id, exact, 'exact.pdf').expect(200);
  });

  it("keeps one receipt: a second upload replaces the first's file", async () => {
    const payment = await pending();
    await upload(payment.id, PNG, 'a.png').expect(200);
    await upload(payment.id, PDF, 'b.pdf').expect(200);
    const files = storedFiles().filter((stored) => stored.startsWith(payment.id));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.pdf$/);
  });

  it("answers 404 for another student's payment, an unknown or malformed id", async () => {
    const payment = await pending();
    await upload(payment.id, PNG, 'r.png', other.token).expect(404);
    await upload('00000000-0000-4000-8000-000000000000', PNG, 'r.png').expect(404);
    await upload('42', PNG, 'r.png').expect(404);
    expect(storedFiles().filter((stored) => stored.startsWith(payment.id))).toEqual([]);
  });

  it('needs the field "receipt", a multipart body and a token', async () => {
    const payment = await pending();
    await upload(payment.id, PNG, 'r.png', owner.token, 'file').expect(400);
    await t.http
      .put(`/api/payments/${payment.id}/receipt`)
      .set('token', owner.token)
      .send({ receipt: 'x' })
      .expect(400);
    await t.http
      .put(`/api/payments/${payment.id}/receipt`)
      .attach('receipt', PNG, 'r.png')
      .expect(401);
  });

  it('refuses multipart bodies at every other route with 415', async () => {
    const response = await t.http
      .post('/api/payments/manual')
      .set('token', owner.token)
      .field('method', 'p2p')
      .field('course', 'gold')
      .field('reference', aReference())
      .expect(415);
    expect((response.body as ApiError).message).toBe(
      'This endpoint does not take multipart bodies: send JSON',
    );
  });
});

describe('POST /api/payments/:id/notice-seen', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("answers 204 for an own payment and 404 for another student's", async () => {
    const owner = await t.student();
    const other = await t.student();
    const created = await t.http
      .post('/api/payments/manual')
      .set('token', owner.token)
      .send({ method: 'coinumm', course: 'gold', reference: aReference() })
      .expect(201);
    const id = (created.body as ManualPayment).id;
    await t.http.post(`/api/payments/${id}/notice-seen`).set('token', owner.token).expect(204);
    await t.http.post(`/api/payments/${id}/notice-seen`).set('token', other.token).expect(404);
    await t.http.post(`/api/payments/${id}/notice-seen`).expect(401);
  });
});
