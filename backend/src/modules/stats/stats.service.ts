import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { RegistrationPeriod, RegistrationStats, StatsSummary } from '@academy/contracts';
import { registrationWindowStart } from '@academy/domain';

/** Tiles and the registrations chart, counted by the database (UTC calendar dates). */
@Injectable()
export class StatsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async summary(): Promise<StatsSummary> {
    const [row] = await this.dataSource.query<
      { totalUsers: number; totalBalance: string; activeCourses: number; noCourse: number }[]
    >(
      `SELECT count(*)::int AS "totalUsers",
              coalesce(sum(balance), 0)::text AS "totalBalance",
              (count(*) FILTER (WHERE upper(course) IN ('SILVER', 'GOLD', 'PLATINUM')))::int AS "activeCourses",
              (count(*) FILTER (WHERE course = '' OR upper(course) = 'NONE'))::int AS "noCourse"
         FROM users WHERE deleted_at IS NULL`,
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
       ), counts AS (
         SELECT (created_at AT TIME ZONE 'UTC')::date AS day, count(*)::int AS count
           FROM users
          WHERE deleted_at IS NULL AND created_at >= $1 AND created_at <= $2
          GROUP BY 1
       )
       SELECT to_char(days.day, 'YYYY-MM-DD') AS date, coalesce(counts.count, 0)::int AS count,
              (SELECT count(*)::int FROM users WHERE deleted_at IS NULL) AS "totalUsers"
         FROM days LEFT JOIN counts USING (day)
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
