import type { ApiError, AuditEntry, User, UserEnvelope } from '@academy/contracts';
import { OverdraftService } from '../src/modules/overdraft/overdraft.service.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const DAY_MS = 24 * 3600 * 1000;

describe('POST /api/user/overdraft/:id', () => {
  let t: TestApp<'admin' | 'support'>;

  beforeAll(async () => {
    t = await createTestApp({ staff: ['admin', 'support'] });
  });
  afterAll(() => t.close());

  const me = async (token: string): Promise<User> =>
    ((await t.http.get('/api/user').set('token', token).expect(200)).body as UserEnvelope).data;

  const setBalance = (id: number, balance: number) =>
    t.http
      .put(`/api/user/${id}/balance`)
      .set('Authorization', t.tokens.admin)
      .send({ balance })
      .expect(200);

  describe('by the student', () => {
    it('activates the trial on their own account: +$500 for 3 days, with a ledger row', async () => {
      const student = await t.student();
      await setBalance(student.id, 20);
      const before = Date.now();
      const response = await t.http
        .post(`/api/user/overdraft/${student.id}`)
        .set('token', student.token)
        .expect(200);
      const { status, data } = response.body as UserEnvelope;
      expect(status).toBe(200);
      expect(data).toMatchObject({ id: student.id, overdraft: true, balance: 520 });
      const expires = Date.parse(data.overdraft_expires_at!);
      expect(expires).toBeGreaterThanOrEqual(before + 3 * DAY_MS - 1000);
      expect(expires).toBeLessThanOrEqual(Date.now() + 3 * DAY_MS + 1000);
      expect(await me(student.token)).toMatchObject({ overdraft: true, balance: 520 });
      const rows = await t.ledger(student.id);
      expect(rows.at(-1)).toMatchObject({ reason: 'overdraft_grant', staffId: null });
      expect([rows.at(-1)!.delta, rows.at(-1)!.balanceAfter]).toEqual([500, 520]);
    });

    it("answers 403 for another student's id and changes nothing", async () => {
      const intruder = await t.student();
      const victim = await t.student();
      const response = await t.http
        .post(`/api/user/overdraft/${victim.id}`)
        .set('token', intruder.token)
        .expect(403);
      expect((response.body as ApiError).message).toBe(
        'You can only activate the overdraft on your own account',
      );
      expect(await me(victim.token)).toMatchObject({ overdraft: false, balance: 0 });
      expect(await me(intruder.token)).toMatchObject({ overdraft: false, balance: 0 });
      expect(await t.ledger(victim.id)).toEqual([]);
    });

    it('answers 409 with a clear message on a second activation, and credits once', async () => {
      const student = await t.student();
      const url = `/api/user/overdraft/${student.id}`;
      await t.http.post(url).set('token', student.token).expect(200);
      const response = await t.http.post(url).set('token', student.token).expect(409);
      expect(response.body).toMatchObject({
        statusCode: 409,
        code: 'OVERDRAFT_ALREADY_USED',
        message: 'The trial overdraft has already been activated for this account',
      });
      expect((await me(student.token)).balance).toBe(500);
      expect(await t.ledger(student.id)).toHaveLength(1);
    });

    it('answers 401 without a token', async () => {
      const student = await t.student();
      await t.http.post(`/api/user/overdraft/${student.id}`).expect(401);
    });
  });

  describe('by staff', () => {
    it.each(['admin', 'support'] as const)(
      '%s may activate it for any student, audited',
      async (role) => {
        const token = role === 'admin' ? t.tokens.admin : t.tokens.support;
        const student = await t.student();
        const response = await t.http
          .post(`/api/user/overdraft/${student.id}`)
          .set('Authorization', token)
          .expect(200);
        expect((response.body as UserEnvelope).data).toMatchObject({
          overdraft: true,
          balance: 500,
        });
        expect((await t.ledger(student.id))[0].staffId).not.toBeNull();

        const audit = await t.http
          .get('/api/admin/audit')
          .query({ filter: JSON.stringify({ targetUserId: student.id }) })
          .set('Authorization', t.tokens.admin)
          .expect(200);
        const [entry] = audit.body as AuditEntry[];
        expect(entry).toMatchObject({
          action: 'overdraft',
          actorRole: role,
          targetUserId: student.id,
          before: { balance: 0, overdraft: false, overdraft_expires_at: null },
          after: { balance: 500, overdraft: true },
        });
      },
    );

    it('answers 404 for an unknown user and 409 for a used trial', async () => {
      await t.http
        .post('/api/user/overdraft/987654')
        .set('Authorization', t.tokens.admin)
        .expect(404);
      const student = await t.student();
      await t.http
        .post(`/api/user/overdraft/${student.id}`)
        .set('token', student.token)
        .expect(200);
      await t.http
        .post(`/api/user/overdraft/${student.id}`)
        .set('Authorization', t.tokens.admin)
        .expect(409);
    });
  });

  it('refuses, without a 500, when the deposit would overflow the balance', async () => {
    const student = await t.student();
    await setBalance(student.id, 999_999_999_999.99);
    const response = await t.http
      .post(`/api/user/overdraft/${student.id}`)
      .set('token', student.token)
      .expect(409);
    expect((response.body as ApiError).message).toBe(
      'The balance is too large to add the trial deposit',
    );
    expect((await me(student.token)).overdraft).toBe(false);
  });

  describe('the reclaim job', () => {
    it('takes the $500 back once the 3 days are over, never below 0, exactly once', async () => {
      const rich = await t.student();
      const poor = await t.student();
      for (const student of [rich, poor]) {
        await t.http
          .post(`/api/user/overdraft/${student.id}`)
          .set('token', student.token)
          .expect(200);
      }
      await setBalance(rich.id, 700);
      await setBalance(poor.id, 200);
      const overdrafts = t.app.get(OverdraftService);

      await overdrafts.reclaimExpired(new Date());
      expect((await me(rich.token)).balance).toBe(700);

      const later = new Date(Date.now() + 4 * DAY_MS);
      expect(await overdrafts.reclaimExpired(later)).toBeGreaterThanOrEqual(2);
      expect(await me(rich.token)).toMatchObject({ balance: 200, overdraft: true });
      expect((await me(poor.token)).balance).toBe(0);
      for (const [student, delta, after] of [
        [rich, -500, 200],
        [poor, -200, 0],
      ] as const) {
        const last = (await t.ledger(student.id)).at(-1)!;
        expect(last.reason).toBe('overdraft_reclaim');
        expect([last.delta, last.balanceAfter]).toEqual([delta, after]);
      }

      const ledgerSize = (await t.ledger(rich.id)).length;
      expect(await overdrafts.reclaimExpired(later)).toBe(0);
      expect((await me(rich.token)).balance).toBe(200);
      expect(await t.ledger(rich.id)).toHaveLength(ledgerSize);
    });

    it('keeps the trial used after it was reclaimed', async () => {
      const student = await t.student();
      await t.http
        .post(`/api/user/overdraft/${student.id}`)
        .set('token', student.token)
        .expect(200);
      await t.app.get(OverdraftService).reclaimExpired(new Date(Date.now() + 4 * DAY_MS));
      expect((await me(student.token)).balance).toBe(0);
      await t.http
        .post(`/api/user/overdraft/${student.id}`)
        .set('token', student.token)
        .expect(409);
    });
  });
});
