import {
  BALANCE_LIMITS,
  type ApiError,
  type ApiKeyCreated,
  type AuditEntry,
  type User,
  type UserEnvelope,
} from '@academy/contracts';
import { createTestApp, type TestApp } from './support/test-app.js';

const cents = (amount: string | number) => Math.round(Number(amount) * 100);

describe('POST /api/admin/users/:id/balance-adjustments', () => {
  let t: TestApp<'admin' | 'support'>;

  beforeAll(async () => {
    t = await createTestApp({ staff: ['admin', 'support'] });
  });
  afterAll(() => t.close());

  const adjust = (id: number, body: object, token = t.tokens.admin) =>
    t.http
      .post(`/api/admin/users/${id}/balance-adjustments`)
      .set('Authorization', token)
      .send(body);
  const setBalance = (id: number, body: object) =>
    t.http.put(`/api/user/${id}/balance`).set('Authorization', t.tokens.admin).send(body);
  const balanceOf = async (id: number) =>
    (
      (await t.http.get(`/api/admin/users/${id}`).set('Authorization', t.tokens.admin).expect(200))
        .body as User
    ).balance;

  /** Σ ledger = balance, and each row starts where the one before it ended. */
  async function expectLedgerExplains(id: number): Promise<void> {
    const rows = await t.ledger(id);
    let running = 0;
    for (const row of rows) {
      running += cents(row.delta);
      expect(cents(row.balanceAfter)).toBe(running);
    }
    expect(running).toBe(cents(await balanceOf(id)));
  }

  it('adds to the balance as it is and answers the user', async () => {
    const { id } = await t.student();
    await setBalance(id, { balance: 100 }).expect(200);
    const response = await adjust(id, { amount: 25.5 }).expect(200);
    expect(response.body).toMatchObject({ id, balance: 125.5 });
    const after = await adjust(id, { amount: -0.5 }, t.tokens.support).expect(200);
    expect((after.body as User).balance).toBe(125);
    await expectLedgerExplains(id);
  });

  it('loses none of 200 concurrent adjustments, on either database', async () => {
    const { id } = await t.student();
    await setBalance(id, { balance: 1000 }).expect(200);
    const amounts = Array.from({ length: 200 }, (_, index) =>
      index % 3 === 0 ? -1.25 : index % 3 === 1 ? 2.5 : 0.01,
    );
    const responses = await Promise.all(
      amounts.map((amount, index) =>
        adjust(id, { amount }, index % 2 === 0 ? t.tokens.admin : t.tokens.support),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(amounts.map(() => 200));
    const expected = cents(1000) + amounts.reduce((sum, amount) => sum + cents(amount), 0);
    expect(cents(await balanceOf(id))).toBe(expected);
    expect(await t.ledger(id)).toHaveLength(201);
    await expectLedgerExplains(id);
  });

  it('refuses with 409 a result below zero or above the maximum, changing nothing', async () => {
    const { id } = await t.student();
    await setBalance(id, { balance: 10 }).expect(200);
    const below = await adjust(id, { amount: -10.01 }).expect(409);
    expect(below.body as ApiError).toMatchObject({
      code: 'CONFLICT',
      message: 'The balance cannot go below zero: it is 10.00',
    });
    const above = await adjust(id, { amount: BALANCE_LIMITS.max }).expect(409);
    expect((above.body as ApiError).message).toBe('The balance cannot go above the maximum');
    expect(await balanceOf(id)).toBe(10);
    expect(await t.ledger(id)).toHaveLength(1);
    await adjust(id, { amount: -10 }).expect(200);
    expect(await balanceOf(id)).toBe(0);
  });

  it('writes an audit row with the balance before and after and the reason', async () => {
    const { id } = await t.student();
    await adjust(id, { amount: 40, reason: '  Goodwill credit ' }).expect(200);
    const audit = await t.http
      .get('/api/admin/audit')
      .query({ filter: JSON.stringify({ targetUserId: id }) })
      .set('Authorization', t.tokens.admin)
      .expect(200);
    expect((audit.body as AuditEntry[])[0]).toMatchObject({
      action: 'balance',
      before: { balance: 0 },
      after: { balance: 40, reason: 'Goodwill credit' },
    });
  });

  it.each([
    [{ amount: 0 }, 'Amount must not be zero'],
    [{ amount: 1e-7 }, 'Amount must be a number with at most two decimals'],
    [{ amount: '5' }, 'Amount must be a number with at most two decimals'],
    [{ amount: 1e15 }, 'Amount is too large'],
    [{ amount: 5, reason: 'x'.repeat(201) }, 'Reason must be at most 200 characters'],
  ])('answers 400 to %j', async (body, message) => {
    const { id } = await t.student();
    const response = await adjust(id, body).expect(400);
    expect(JSON.stringify(response.body)).toContain(message);
  });

  it('answers 404 for a missing user and 401 without a staff token', async () => {
    await adjust(999_999, { amount: 5 }).expect(404);
    const student = await t.student();
    await t.http
      .post(`/api/admin/users/${student.id}/balance-adjustments`)
      .set('token', student.token)
      .send({ amount: 5 })
      .expect(401);
  });
});

describe('PUT /api/user/:id/balance with expectedBalance', () => {
  let t: TestApp<'admin'>;

  beforeAll(async () => {
    t = await createTestApp({ staff: ['admin'] });
  });
  afterAll(() => t.close());

  const setBalance = (id: number, body: object) =>
    t.http.put(`/api/user/${id}/balance`).set('Authorization', t.tokens.admin).send(body);

  it('sets the balance while it still is the expected one', async () => {
    const { id } = await t.student();
    await setBalance(id, { balance: 100, expectedBalance: 0 }).expect(200);
    const response = await setBalance(id, { balance: 80.5, expectedBalance: 100 }).expect(200);
    expect(response.body).toMatchObject({ status: 200, data: { balance: 80.5 } });
  });

  it('answers 409 and changes nothing when the balance has moved since it was read', async () => {
    const { id } = await t.student();
    await setBalance(id, { balance: 100 }).expect(200);
    // A payment of 100 credited after the dialog read 100.
    await t.http
      .post(`/api/admin/users/${id}/balance-adjustments`)
      .set('Authorization', t.tokens.admin)
      .send({ amount: 100 })
      .expect(200);
    const response = await setBalance(id, { balance: 150, expectedBalance: 100 }).expect(409);
    expect(response.body as ApiError).toMatchObject({
      code: 'CONFLICT',
      message: 'The balance has changed meanwhile: it is now 200.00. Check it and try again.',
    });
    expect((await t.ledger(id)).map((row) => Number(row.balanceAfter))).toEqual([100, 200]);
  });

  it('still sets without expectedBalance, as existing clients do', async () => {
    const { id } = await t.student();
    await setBalance(id, { balance: 42 }).expect(200);
  });
});

describe('PUT /api/user/:id/balance with an API key', () => {
  const INTEGRATORS = 20;
  let t: TestApp<'admin'>;
  let key: string;

  beforeAll(async () => {
    t = await createTestApp({ staff: ['admin'], env: { API_KEY_RATE_LIMIT: '100000' } });
    const created = await t.http
      .post('/api/admin/api-keys')
      .set('Authorization', t.tokens.admin)
      .send({ name: 'CRM', scopes: ['users:read', 'balances:write'] })
      .expect(201);
    key = `Bearer ${(created.body as ApiKeyCreated).key}`;
  });
  afterAll(() => t.close());

  const setBalance = (id: number, body: object, authorization = key) =>
    t.http.put(`/api/user/${id}/balance`).set('Authorization', authorization).send(body);
  const balanceOf = async (id: number) =>
    (
      (await t.http.get(`/api/admin/users/${id}`).set('Authorization', key).expect(200))
        .body as User
    ).balance;

  it('refuses a balance set without expectedBalance, and changes nothing', async () => {
    const { id } = await t.student();
    const response = await setBalance(id, { balance: 500 }).expect(400);
    expect(response.body as ApiError).toMatchObject({
      code: 'EXPECTED_BALANCE_REQUIRED',
      message: expect.stringContaining('must send expectedBalance'),
      errors: [{ field: 'expectedBalance', message: expect.any(String) }],
    });
    expect(await balanceOf(id)).toBe(0);
    expect(await t.ledger(id)).toEqual([]);
  });

  it('keeps the staff call without expectedBalance', async () => {
    const { id } = await t.student();
    await setBalance(id, { balance: 42 }, t.tokens.admin).expect(200);
  });

  it(`loses none of ${INTEGRATORS} concurrent credits that read, add and retry on 409`, async () => {
    const { id } = await t.student();
    async function credit(): Promise<void> {
      for (;;) {
        const balance = await balanceOf(id);
        const response = await setBalance(id, { balance: balance + 10, expectedBalance: balance });
        if (response.status === 200) return;
        expect(response.status).toBe(409);
      }
    }
    await Promise.all(Array.from({ length: INTEGRATORS }, credit));
    expect(await balanceOf(id)).toBe(INTEGRATORS * 10);
    const ledger = await t.ledger(id);
    expect(ledger).toHaveLength(INTEGRATORS);
    expect(Number(ledger.at(-1)!.balanceAfter)).toBe(INTEGRATORS * 10);
    const answer = await setBalance(id, { balance: 0, expectedBalance: INTEGRATORS * 10 });
    expect((answer.body as UserEnvelope).data.balance).toBe(0);
  });
});
