import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { RegistrationPeriod, RegistrationStats, StatsSummary } from '@academy/contracts';
import { registrationWindowStart } from '@academy/domain';
import { Sweep } from '../../common/jobs/sweep.js';

/**
 * Tiles and the registrations chart (UTC calendar dates), read from the totals that the users
 * table's triggers maintain (migration StatsRollups): a few rows, however many users there are.
 */
@Injectable()
export class StatsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Folds the changes recorded since the last run into the totals, so reads stay a few rows. */
  @Sweep({
    name: 'stats-compact',
    everyMs: 30_000,
    failure: 'Folding the statistics changes failed',
  })
  async compactOnSchedule(): Promise<void> {
    await this.compact();
  }

  async compact(): Promise<void> {
    await this.dataSource.query('SELECT users_stats_compact()');
  }

  async summary(): Promise<StatsSummary> {
    const [row] = await this.dataSource.query<
      { totalUsers: number; totalBalance: string; activeCourses: number; noCourse: number }[]
    >(
      `SELECT (base.total_users + pending.users)::int AS "totalUsers",
              (base.total_balance + pending.balance)::text AS "totalBalance",
              (base.active_courses + pending.active_courses)::int AS "activeCourses",
              (base.no_course + pending.no_course)::int AS "noCourse"
         FROM user_stats AS base,
              (SELECT coalesce(sum(users), 0) AS users, coalesce(sum(balance), 0) AS balance,
                      coalesce(sum(active_courses), 0) AS active_courses,
                      coalesce(sum(no_course), 0) AS no_course
                 FROM user_stats_deltas) AS pending`,
    );
    return { ...row, totalBalance: Number(row.totalBalance) };
  }

  async registrations(period: RegistrationPeriod, now = new Date()): Promise<RegistrationStats> {
    const from = registrationWindowStart(period, now);
    const rows = await this.dataSource.query<{ date: string; count: number; totalUsers: number }[]>(
      `WITH days AS (
         SELECT generate_series(($1::timestamptz AT TIME ZONE 'UTC')::date,
                                ($2::timestamptz AT TIME ZONE 'UTC')::date,
                                interval '1 day')::date AS day
       ), first_day AS (
         -- The window starts within its first date: count that date's part exactly (an index
         -- range of one day at most), the whole dates after it from the daily totals.
         SELECT count(*)::int AS count
           FROM users
          WHERE deleted_at IS NULL AND created_at >= $1
            AND created_at < ((($1::timestamptz AT TIME ZONE 'UTC')::date + 1)::timestamp AT TIME ZONE 'UTC')
       ), daily AS (
         SELECT day, sum(count) AS count
           FROM (SELECT day, count FROM registrations_daily
                  WHERE day >= ($1::timestamptz AT TIME ZONE 'UTC')::date
                 UNION ALL
                 SELECT day, users FROM user_stats_deltas
                  WHERE day >= ($1::timestamptz AT TIME ZONE 'UTC')::date) AS parts
          GROUP BY day
       )
       SELECT to_char(days.day, 'YYYY-MM-DD') AS date,
              CASE WHEN days.day = ($1::timestamptz AT TIME ZONE 'UTC')::date
                   THEN (SELECT count FROM first_day)
                   ELSE coalesce(daily.count, 0)::int END AS count,
              ((SELECT total_users FROM user_stats)
                + (SELECT coalesce(sum(users), 0) FROM user_stats_deltas))::int AS "totalUsers"
         FROM days LEFT JOIN daily USING (day)
        ORDER BY days.day`,
      [from.toISOString(), now.toISOString()],
    );
    const points = rows.map(({ date, count }) => ({ date, count }));
    return {
      period,
      from: from.toISOString(),
      to: now.toISOString(),
      points,
      total: points.reduce((sum, point) => sum + point.count, 0),
      totalUsers: rows[0]?.totalUsers ?? 0,
    };
  }
}
