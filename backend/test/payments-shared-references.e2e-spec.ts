import type { AdminPayment, ApiError, ManualPayment } from '@academy/contracts';
import { ownPayments } from './support/student-reads.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let hashCounter = 0;
/** A fresh transaction hash: 64 hexadecimal digits, as Ethereum and TRON show them. */
const aHash = () =>
  `${(hashCounter += 1).toString(16)}${Date.now().toString(16)}`.padStart(64, 'a');

describe('POST /api/payments/manual with a reference another student sent', () => {
  let t: TestApp<'support'>;

  beforeAll(async () => {
    t = await createTestApp({ staff: ['support'] });
  });
  afterAll(() => t.close());

  const claim = (token: string, reference: string, coin = 'eth') =>
    t.http
      .post('/api/payments/manual')
      .set('token', token)
      .send({ method: 'crypto', course: 'gold', reference, coin });
  const shown = async (id: string) =>
    (
      await t.http
        .get(`/api/admin/payments/${id}`)
        .set('Authorization', t.tokens.support)
        .expect(200)
    ).body as AdminPayment;
  const listed = async (filter: Record<string, unknown>) =>
    (
      await t.http
        .get('/api/admin/payments')
        .query({ filter: JSON.stringify(filter) })
        .set('Authorization', t.tokens.support)
        .expect(200)
    ).body as AdminPayment[];
  /** What a student learns from an answer, leaving out what differs between any two claims. */
  const asTheStudentSeesIt = (response: { status: number; body: unknown }) => {
    const body = response.body as ManualPayment;
    const { id, createdAt, reference, ...rest } = body;
    return {
      status: response.status,
      rest,
      keys: Object.keys(body).sort(),
      id,
      createdAt,
      reference,
    };
  };

  it("records both students' claims of one hash and answers each as for a hash of its own", async () => {
    const payer = await t.student();
    const first = await t.student();
    const bystander = await t.student();
    const hash = aHash();
    const taken = await claim(first.token, `0x${hash}`);
    // Sent by the payer exactly as the first student sent it, as it shows on the chain.
    const paid = await claim(payer.token, `0x${hash}`);
    const alone = await claim(bystander.token, aHash());
    expect(taken.status).toBe(201);
    expect(paid.status).toBe(201);
    const seen = asTheStudentSeesIt(paid);
    const control = asTheStudentSeesIt(alone);
    expect(seen.status).toBe(control.status);
    expect(seen.keys).toEqual(control.keys);
    expect(seen.rest).toEqual(control.rest);
    expect(seen.reference).toBe(`0x${hash}`);
    const [record] = await ownPayments(t, payer.token);
    const [controlRecord] = await ownPayments(t, bystander.token);
    expect(Object.keys(record).sort()).toEqual(Object.keys(controlRecord).sort());
    expect(record).toMatchObject({ id: seen.id, status: 'pending', statusReason: null });
  });

  it('shows staff each claim beside the other: id, student, amount, date and status', async () => {
    const payer = await t.student();
    const thief = await t.student();
    const hash = aHash();
    const stolen = (await claim(thief.token, hash).expect(201)).body as ManualPayment;
    const paid = (await claim(payer.token, `0x${hash}`, 'usdt-erc20').expect(201))
      .body as ManualPayment;

    const payerSide = await shown(paid.id);
    expect(payerSide.conflictingClaimCount).toBe(1);
    expect(payerSide.conflictingClaims).toEqual([
      {
        id: stolen.id,
        userId: thief.id,
        userEmail: thief.email,
        userName: expect.any(String) as string,
        userDeleted: false,
        amount: 250,
        status: 'pending',
        coin: 'eth',
        createdAt: stolen.createdAt,
      },
    ]);
    const thiefSide = await shown(stolen.id);
    expect(thiefSide.conflictingClaims.map((other) => [other.id, other.userId])).toEqual([
      [paid.id, payer.id],
    ]);

    const conflicts = await listed({ conflict: true, userId: payer.id });
    expect(
      conflicts.map((row) => [row.id, row.conflictingClaims.map((other) => other.id)]),
    ).toEqual([[paid.id, [stolen.id]]]);
    expect(await listed({ conflict: false, userId: payer.id })).toEqual([]);
  });

  it('leaves a reference claimed once out of the conflicts', async () => {
    const student = await t.student();
    const own = (await claim(student.token, aHash()).expect(201)).body as ManualPayment;
    expect(await shown(own.id)).toMatchObject({ conflictingClaims: [], conflictingClaimCount: 0 });
    expect((await listed({ conflict: false, userId: student.id })).map((row) => row.id)).toEqual([
      own.id,
    ]);
    expect(await listed({ conflict: true, userId: student.id })).toEqual([]);
  });

  it('records every claim sent at once and flags each with all the others', async () => {
    const students = await Promise.all(Array.from({ length: 8 }, () => t.student()));
    const hash = aHash();
    const answers = await Promise.all(students.map((student) => claim(student.token, hash)));
    expect(answers.map((answer) => answer.status)).toEqual(students.map(() => 201));
    const ids = answers.map((answer) => (answer.body as ManualPayment).id);
    for (const id of ids) {
      const payment = await shown(id);
      expect(payment.conflictingClaimCount).toBe(7);
      expect(payment.conflictingClaims.map((other) => other.id).sort()).toEqual(
        ids.filter((other) => other !== id).sort(),
      );
    }
  });

  it('refuses the same student sending a hash twice, speaking only of their own payment', async () => {
    const student = await t.student();
    const hash = aHash();
    await claim(student.token, hash).expect(201);
    const again = await claim(student.token, `0x${hash.toUpperCase()}`, 'btc');
    expect(again.status).toBe(409);
    expect(again.body as ApiError).toMatchObject({
      code: 'CONFLICT',
      message: 'You have already sent a crypto payment with this reference',
    });
    expect(await ownPayments(t, student.token)).toHaveLength(1);
  });

  it.each([['yes'], [1], [null]])('answers 400 for the conflict filter %j', async (value) => {
    await t.http
      .get('/api/admin/payments')
      .query({ filter: JSON.stringify({ conflict: value }) })
      .set('Authorization', t.tokens.support)
      .expect(400);
  });
});
