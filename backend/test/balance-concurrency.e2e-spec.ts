import type { User, UserEnvelope } from '@academy/contracts';
import { createTestApp, type TestApp } from './support/test-app.js';

const cents = (amount: string | number) => Math.round(Number(amount) * 100);

describe('concurrent balance changes', () => {
  let t: TestApp<'admin' | 'support'>;

  beforeAll(async () => {
    t = await createTestApp({ staff: ['admin', 'support'] });
  });
  afterAll(() => t.close());

  const current = async (id: number): Promise<User> =>
    (await t.http.get(`/api/admin/users/${id}`).set('Authorization', t.tokens.admin).expect(200))
      .body as User;

  describe('PUT /api/user/:id/balance, 200 at once', () => {
    it('answers 200 to each, loses no update and explains every cent in the ledger', async () => {
      const { id } = await t.student();
      await t.http
        .put(`/api/user/${id}/balance`)
        .set('Authorization', t.tokens.admin)
        .send({ balance: 10 })
        .expect(200);
      const startRows = (await t.ledger(id)).length;
      // Distinct values, some with cents, set by admins and support alike.
      const values = Array.from({ length: 200 }, (_, index) => index * 7 + (index % 3) * 0.25 + 1);

      const responses = await Promise.all(
        values.map((balance, index) =>
          t.http
            .put(`/api/user/${id}/balance`)
            .set('Authorization', index % 2 === 0 ? t.tokens.admin : t.tokens.support)
            .send({ balance }),
        ),
      );
      expect(responses.map((response) => response.status)).toEqual(values.map(() => 200));
      const answered = responses.map((response) => (response.body as UserEnvelope).data.balance);
      expect([...answered].sort((a, b) => a - b)).toEqual([...values].sort((a, b) => a - b));

      const final = (await current(id)).balance;
      expect(values).toContain(final);

      const rows = await t.ledger(id);
      const fresh = rows.slice(startRows);
      expect(fresh).toHaveLength(200);
      expect(fresh.every((row) => row.reason === 'admin_set')).toBe(true);
      expect(fresh.map((row) => cents(row.balanceAfter)).sort((a, b) => a - b)).toEqual(
        values.map((value) => cents(value)).sort((a, b) => a - b),
      );
      // Each row starts from where the row before it ended: no update was lost in between.
      for (let index = 1; index < rows.length; index += 1) {
        const row = rows[index];
        expect(cents(row.balanceAfter) - cents(row.delta)).toBe(
          cents(rows[index - 1].balanceAfter),
        );
      }
      expect(cents(rows[0].balanceAfter) - cents(rows[0].delta)).toBe(0);
      expect(cents(rows.at(-1)!.balanceAfter)).toBe(cents(final));
      const sum = rows.reduce((total, row) => total + cents(row.delta), 0);
      expect(sum).toBe(cents(final));
    });
  });

  describe('POST /api/user/overdraft/:id, 50 at once', () => {
    it('activates exactly once: one 200, the rest 409, +$500 once', async () => {
      const student = await t.student();
      await t.http
        .put(`/api/user/${student.id}/balance`)
        .set('Authorization', t.tokens.admin)
        .send({ balance: 30 })
        .expect(200);

      const responses = await Promise.all(
        Array.from({ length: 50 }, (_, index) => {
          const call = t.http.post(`/api/user/overdraft/${student.id}`);
          if (index % 3 === 0) return call.set('token', student.token);
          return call.set('Authorization', index % 3 === 1 ? t.tokens.admin : t.tokens.support);
        }),
      );
      const statuses = responses.map((response) => response.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      expect(statuses.filter((status) => status === 409)).toHaveLength(49);

      expect(await current(student.id)).toMatchObject({ balance: 530, overdraft: true });
      const grants = (await t.ledger(student.id)).filter((row) => row.reason === 'overdraft_grant');
      expect(grants).toHaveLength(1);
      expect([cents(grants[0].delta), cents(grants[0].balanceAfter)]).toEqual([50_000, 53_000]);
    });
  });

  describe('balance changes racing an overdraft', () => {
    it('keeps the ledger consistent when both write the same row', async () => {
      const student = await t.student();
      const balances = Array.from({ length: 30 }, (_, index) => 100 + index);
      const responses = await Promise.all([
        ...balances.map((balance) =>
          t.http
            .put(`/api/user/${student.id}/balance`)
            .set('Authorization', t.tokens.admin)
            .send({ balance }),
        ),
        t.http.post(`/api/user/overdraft/${student.id}`).set('token', student.token),
      ]);
      expect(responses.every((response) => response.status === 200)).toBe(true);
      const rows = await t.ledger(student.id);
      expect(rows).toHaveLength(31);
      for (let index = 1; index < rows.length; index += 1) {
        expect(cents(rows[index].balanceAfter) - cents(rows[index].delta)).toBe(
          cents(rows[index - 1].balanceAfter),
        );
      }
      expect(cents((await current(student.id)).balance)).toBe(cents(rows.at(-1)!.balanceAfter));
    });
  });
});
