import { DataSource } from 'typeorm';
import type { User } from '@academy/contracts';
import { SEED_PASSWORD, seedCount, seedUsers } from '../src/cli/seed-users.js';
import { PasswordHasher } from '../src/common/security/password-hasher.js';
import { StatsService } from '../src/modules/stats/stats.service.js';
import { expectLedgersMatchBalances } from './support/ledger-balances.js';
import { createTestApp, type TestApp } from './support/test-app.js';

describe('seeding users', () => {
  it.each([
    ['1', 1],
    ['100000', 100_000],
    ['5000000', 5_000_000],
    ['0', null],
    ['5000001', null],
    ['-5', null],
    ['1.5', null],
    ['1e5', null],
    ['many', null],
    [undefined, null],
  ])('reads --users %j as %j', (raw, count) => {
    expect(seedCount(raw)).toBe(count);
  });

  describe('seedUsers', () => {
    let t: TestApp;
    let db: DataSource;

    beforeAll(async () => {
      t = await createTestApp();
      db = t.app.get(DataSource);
    });
    afterAll(() => t.close());

    it('inserts varied students who can sign in, numbering on from an earlier seed', async () => {
      const hash = await t.app.get(PasswordHasher).hash(SEED_PASSWORD);
      expect(await seedUsers(db, 12_000, hash)).toEqual({ first: 1, last: 12_000 });
      expect(await seedUsers(db, 5, hash)).toEqual({ first: 12_001, last: 12_005 });

      const [summary] = await db.query<Record<string, number | boolean>[]>(`
        SELECT count(*)::int AS users, count(DISTINCT lower(email))::int AS emails,
               count(DISTINCT username)::int AS "firstNames", count(DISTINCT lastname)::int AS "lastNames",
               count(DISTINCT contact)::int AS phones, count(last_activity)::int AS active,
               count(*) FILTER (WHERE balance > 0)::int AS "withBalance",
               count(*) FILTER (WHERE contact !~ '^\\+7 9\\d\\d \\d\\d\\d \\d\\d \\d\\d$')::int AS "oddPhones",
               count(*) FILTER (WHERE created_at < now() - interval '731 days' OR created_at > now())::int AS "oddDates",
               count(*) FILTER (WHERE last_activity < created_at OR last_activity > now())::int AS "oddActivity",
               max(created_at) - min(created_at) > interval '600 days' AS "spread"
          FROM users`);
      expect(summary).toMatchObject({
        users: 12_005,
        emails: 12_005,
        oddPhones: 0,
        oddDates: 0,
        oddActivity: 0,
        spread: true,
      });
      expect(summary.firstNames).toBeGreaterThan(40);
      expect(summary.lastNames).toBeGreaterThan(40);
      expect(summary.phones).toBeGreaterThan(11_000);
      expect(summary.active).toBeGreaterThan(6_000);
      expect(summary.active).toBeLessThan(12_005);
      expect(summary.withBalance).toBeGreaterThan(6_000);
      const courses = await db.query<{ course: string; count: number }[]>(
        `SELECT course, count(*)::int AS count FROM users GROUP BY course ORDER BY course`,
      );
      expect(courses.map((row) => row.course)).toEqual(['GOLD', 'NONE', 'PLATINUM', 'SILVER']);
      expect(courses.every((row) => row.count > 500)).toBe(true);
      await expectLedgersMatchBalances(t);
      expect(await t.app.get(StatsService).summary()).toMatchObject({ totalUsers: 12_005 });

      const login = await t.http
        .post('/api/login')
        .send({ email: 'seed.12003@example.com', password: SEED_PASSWORD })
        .expect(200);
      const me = await t.http
        .get('/api/user')
        .set('token', login.body.token as string)
        .expect(200);
      expect((me.body as { data: User }).data.email).toBe('seed.12003@example.com');
    });
  });
});
