import { DataSource } from 'typeorm';
import type { ApiError, RegistrationStats, StatsSummary } from '@academy/contracts';
import { StatsService } from '../src/modules/stats/stats.service.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const DAY_MS = 24 * 3600 * 1000;

/** The UTC calendar date `days` before `from`, as YYYY-MM-DD. */
const dateBefore = (from: Date, days: number) =>
  new Date(from.getTime() - days * DAY_MS).toISOString().slice(0, 10);

/** Noon (or another hour) UTC on the date `days` before today. */
const utcDay = (days: number, hour = 12, minute = 0) => {
  const now = new Date();
  return new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - days, hour, minute),
  );
};

describe('admin statistics', () => {
  let t: TestApp<'admin'>;
  let db: DataSource;

  beforeAll(async () => {
    t = await createTestApp({ staff: ['admin'] });
    db = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  const staff = (path: string) => t.http.get(path).set('Authorization', t.tokens.admin);
  const setCreatedAt = (id: number, at: Date) =>
    db.query(`UPDATE users SET created_at = $1 WHERE id = $2`, [at.toISOString(), id]);

  describe('GET /api/admin/stats/summary', () => {
    it('answers zeros on an empty database', async () => {
      const response = await staff('/api/admin/stats/summary').expect(200);
      expect(response.body).toEqual({
        totalUsers: 0,
        totalBalance: 0,
        activeCourses: 0,
        noCourse: 0,
      });
    });

    it('counts users, sums balances and splits courses, leaving deleted users out', async () => {
      const courses = ['SILVER', 'gold', 'PLATINUM', 'NONE', 'Forex Masterclass', 'GOLD'];
      const balances = [100, 250.25, 0, 49.75, 10, 1000];
      const ids: number[] = [];
      for (const [index, course] of courses.entries()) {
        const { id } = await t.student();
        ids.push(id);
        await t.http
          .put(`/api/user/${id}/course`)
          .set('Authorization', t.tokens.admin)
          .send({ course });
        await t.http
          .put(`/api/user/${id}/balance`)
          .set('Authorization', t.tokens.admin)
          .send({ balance: balances[index] })
          .expect(200);
      }
      await t.student();
      await t.http
        .delete(`/api/admin/user/delete/${ids.at(-1)}`)
        .set('Authorization', t.tokens.admin);

      const response = await staff('/api/admin/stats/summary').expect(200);
      expect(response.body as StatsSummary).toEqual({
        totalUsers: 6,
        totalBalance: 410,
        activeCourses: 3,
        noCourse: 2,
      });
    });
  });

  describe('GET /api/admin/stats/registrations', () => {
    let todays: number;

    beforeAll(async () => {
      // Six users from the summary tests plus these, with created_at moved back in time.
      const placed: [number, number, number][] = [
        [3, 12, 0],
        [3, 23, 59],
        [5, 0, 30],
        [10, 12, 0],
        [40, 12, 0],
        [400, 12, 0],
      ];
      for (const [days, hour, minute] of placed) {
        const { id } = await t.student();
        await setCreatedAt(id, utcDay(days, hour, minute));
      }
      const deleted = await t.student();
      await setCreatedAt(deleted.id, utcDay(3));
      await t.http
        .delete(`/api/admin/user/delete/${deleted.id}`)
        .set('Authorization', t.tokens.admin);
      todays = 6;
    });

    const registrations = async (query = ''): Promise<RegistrationStats> =>
      (await staff(`/api/admin/stats/registrations${query}`).expect(200)).body as RegistrationStats;

    const countOn = (stats: RegistrationStats, date: string) =>
      stats.points.find((point) => point.date === date)?.count;

    it('answers one point per UTC date from today-7 to today for a week, zeros included', async () => {
      const stats = await registrations('?period=week');
      const to = new Date(stats.to);
      expect(stats.period).toBe('week');
      expect(Date.parse(stats.to) - Date.parse(stats.from)).toBe(7 * DAY_MS);
      expect(stats.points.map((point) => point.date)).toEqual(
        [7, 6, 5, 4, 3, 2, 1, 0].map((days) => dateBefore(to, days)),
      );
      expect(stats.points.map((point) => point.count)).toEqual([0, 0, 1, 0, 2, 0, 0, todays]);
      expect(stats.total).toBe(todays + 3);
      expect(stats.totalUsers).toBe(todays + 6);
    });

    it('defaults to the week', async () => {
      const stats = await registrations();
      expect(stats.period).toBe('week');
      expect(stats.points).toHaveLength(8);
    });

    it('answers yesterday and today for a day', async () => {
      const stats = await registrations('?period=day');
      const to = new Date(stats.to);
      expect(stats.points).toEqual([
        { date: dateBefore(to, 1), count: 0 },
        { date: dateBefore(to, 0), count: todays },
      ]);
      expect(stats.total).toBe(todays);
    });

    it('covers the last month for a month', async () => {
      const stats = await registrations('?period=month');
      const to = new Date(stats.to);
      expect(stats.points.length).toBeGreaterThanOrEqual(29);
      expect(stats.points.length).toBeLessThanOrEqual(32);
      expect(stats.points.at(-1)!.date).toBe(dateBefore(to, 0));
      expect(stats.points[0].date).toBe(stats.from.slice(0, 10));
      expect(countOn(stats, dateBefore(to, 10))).toBe(1);
      expect(stats.total).toBe(todays + 4);
    });

    it('covers the last year for a year', async () => {
      const stats = await registrations('?period=year');
      expect([366, 367]).toContain(stats.points.length);
      expect(countOn(stats, dateBefore(new Date(stats.to), 40))).toBe(1);
      expect(stats.total).toBe(todays + 5);
      expect(stats.points.reduce((sum, point) => sum + point.count, 0)).toBe(stats.total);
    });

    it('sorts dates ascending, one per day, without gaps', async () => {
      const stats = await registrations('?period=year');
      for (let index = 1; index < stats.points.length; index += 1) {
        const gap = Date.parse(stats.points[index].date) - Date.parse(stats.points[index - 1].date);
        expect(gap).toBe(DAY_MS);
      }
    });

    it.each(['hour', 'WEEK', ''])('rejects period=%j with 400', async (period) => {
      const response = await staff(`/api/admin/stats/registrations?period=${period}`).expect(400);
      expect((response.body as ApiError).message).toBe(
        'period must be one of day, week, month, year',
      );
    });
  });

  describe('the maintained totals', () => {
    /** What the tiles and the chart would say when counted from the users table itself. */
    async function scanned() {
      const [summary] = await db.query<StatsSummary[]>(
        `SELECT count(*)::int AS "totalUsers", coalesce(sum(balance), 0)::float AS "totalBalance",
                (count(*) FILTER (WHERE upper(course) IN ('SILVER', 'GOLD', 'PLATINUM')))::int AS "activeCourses",
                (count(*) FILTER (WHERE course = '' OR upper(course) = 'NONE'))::int AS "noCourse"
           FROM users WHERE deleted_at IS NULL`,
      );
      const days = await db.query<{ date: string; count: number }[]>(
        `SELECT to_char((created_at AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD') AS date, count(*)::int AS count
           FROM users WHERE deleted_at IS NULL AND created_at > now() - interval '360 days'
          GROUP BY 1 ORDER BY 1`,
      );
      return { summary, days };
    }

    async function expectTotalsMatchTheUsers() {
      const expected = await scanned();
      expect((await staff('/api/admin/stats/summary').expect(200)).body).toEqual(expected.summary);
      const year = (await staff('/api/admin/stats/registrations?period=year').expect(200))
        .body as RegistrationStats;
      const counted = year.points.filter((point) => point.count !== 0);
      expect(counted.filter((point) => point.date >= expected.days[0].date)).toEqual(expected.days);
      expect(year.totalUsers).toBe(expected.summary.totalUsers);
    }

    it('stay equal to a count of the users while they register, pay, change course and leave', async () => {
      const stats = t.app.get(StatsService);
      const students = await Promise.all(Array.from({ length: 12 }, () => t.student()));
      await expectTotalsMatchTheUsers();

      await Promise.all([
        ...students.map((student, index) =>
          t.http
            .put(`/api/user/${student.id}/balance`)
            .set('Authorization', t.tokens.admin)
            .send({ balance: 10 * index + 0.5 }),
        ),
        ...students.slice(0, 6).map((student, index) =>
          t.http
            .put(`/api/user/${student.id}/course`)
            .set('Authorization', t.tokens.admin)
            .send({ course: ['GOLD', 'NONE', 'Custom', 'SILVER', 'PLATINUM', 'gold'][index] }),
        ),
        stats.compact(),
        ...Array.from({ length: 4 }, () => t.student()),
        setCreatedAt(students[7].id, utcDay(30)),
        t.http
          .delete(`/api/admin/user/delete/${students[8].id}`)
          .set('Authorization', t.tokens.admin),
        stats.compact(),
      ]);
      await expectTotalsMatchTheUsers();

      await stats.compact();
      expect(await db.query(`SELECT id FROM user_stats_deltas`)).toEqual([]);
      await expectTotalsMatchTheUsers();

      const leaving = await t.student();
      await db.query(`DELETE FROM student_sessions WHERE user_id = $1`, [leaving.id]);
      // Registration mails a verification link, whose token belongs to the user.
      await db.query(`DELETE FROM email_verification_tokens WHERE user_id = $1`, [leaving.id]);
      await db.query(`DELETE FROM users WHERE id = $1`, [leaving.id]);
      await db.query(`UPDATE users SET last_activity = now() WHERE id = $1`, [students[10].id]);
      await expectTotalsMatchTheUsers();
    });
  });
});
