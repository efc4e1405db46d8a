import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type {
  PaymentMethod,
  RegistrationPeriod,
  RevenuePoint,
  RevenueStats,
} from '@academy/contracts';
import { fromCents, registrationWindowStart, toCents } from '@academy/domain';

/**
 * Money in the window, one row per movement: what was paid (by paid_at, refunded payments
 * included, as they were paid once) and what was refunded (by refunded_at).
 */
const MOVEMENTS = `
  SELECT paid_at AS at, method, coalesce(tier, 'topup') AS tier, amount AS paid, 0 AS refunded
    FROM payments WHERE paid_at >= $1 AND paid_at <= $2
  UNION ALL
  SELECT refunded_at, method, coalesce(tier, 'topup'), 0, amount
    FROM payments WHERE status = 'refunded' AND refunded_at >= $1 AND refunded_at <= $2`;

// PostgreSQL's numeric sums arrive as text.
const cents = (text: string | number) => toCents(Number(text));

interface DayRow {
  date: string;
  method: PaymentMethod | null;
  paid: string;
  refunded: string;
}

/** Revenue per UTC calendar date (the registrations chart's buckets), summed by the database. */
@Injectable()
export class RevenueService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async revenue(period: RegistrationPeriod, now = new Date()): Promise<RevenueStats> {
    const from = registrationWindowStart(period, now);
    const window = [from.toISOString(), now.toISOString()];
    const days = await this.dataSource.query<DayRow[]>(
      `WITH days AS (
         SELECT generate_series(($1::timestamptz AT TIME ZONE 'UTC')::date,
                                ($2::timestamptz AT TIME ZONE 'UTC')::date,
                                interval '1 day')::date AS day
       ), sums AS (
         SELECT (at AT TIME ZONE 'UTC')::date AS day, method,
                sum(paid)::text AS paid, sum(refunded)::text AS refunded
           FROM (${MOVEMENTS}) movements GROUP BY 1, 2
       )
       SELECT to_char(days.day, 'YYYY-MM-DD') AS date, sums.method,
              coalesce(sums.paid, '0') AS paid, coalesce(sums.refunded, '0') AS refunded
         FROM days LEFT JOIN sums USING (day)
        ORDER BY days.day, sums.method`,
      window,
    );
    const tiers = await this.dataSource.query<{ tier: string; net: string }[]>(
      `SELECT tier, (sum(paid) - sum(refunded))::text AS net
         FROM (${MOVEMENTS}) movements GROUP BY tier ORDER BY tier`,
      window,
    );
    const [students] = await this.dataSource.query<{ total: number; paid: number }[]>(
      `SELECT count(*)::int AS total,
              (count(*) FILTER (WHERE EXISTS (
                 SELECT 1 FROM payments
                  WHERE payments.user_id = users.id AND paid_at >= $1 AND paid_at <= $2)))::int AS paid
         FROM users
        WHERE deleted_at IS NULL AND created_at >= $1 AND created_at <= $2`,
      window,
    );

    const [discounts] = await this.dataSource.query<{ total: string }[]>(
      `SELECT coalesce(sum(discount), 0)::text AS total
         FROM payments WHERE status = 'paid' AND paid_at >= $1 AND paid_at <= $2`,
      window,
    );

    const points = new Map<
      string,
      { paid: number; refunded: number; byMethod: Map<PaymentMethod, number> }
    >();
    const methodTotals = new Map<PaymentMethod, number>();
    for (const row of days) {
      const point = points.get(row.date) ?? { paid: 0, refunded: 0, byMethod: new Map() };
      points.set(row.date, point);
      if (!row.method) continue;
      const net = cents(row.paid) - cents(row.refunded);
      point.paid += cents(row.paid);
      point.refunded += cents(row.refunded);
      point.byMethod.set(row.method, (point.byMethod.get(row.method) ?? 0) + net);
      methodTotals.set(row.method, (methodTotals.get(row.method) ?? 0) + net);
    }
    const revenuePoints: RevenuePoint[] = [...points].map(([date, point]) => ({
      date,
      paid: fromCents(point.paid),
      refunded: fromCents(point.refunded),
      net: fromCents(point.paid - point.refunded),
      byMethod: Object.fromEntries(
        [...point.byMethod].map(([method, net]) => [method, fromCents(net)]),
      ),
    }));
    const newStudents = students?.total ?? 0;
    const newStudentsPaid = students?.paid ?? 0;
    return {
      period,
      from: from.toISOString(),
      to: now.toISOString(),
      points: revenuePoints,
      total: fromCents(revenuePoints.reduce((sum, point) => sum + cents(point.net), 0)),
      byMethod: [...methodTotals].map(([method, net]) => ({ method, amount: fromCents(net) })),
      byTier: tiers.map((row) => ({ tier: row.tier, amount: fromCents(cents(row.net)) })),
      newStudents,
      newStudentsPaid,
      paidShare: newStudents === 0 ? 0 : newStudentsPaid / newStudents,
      discountGiven: fromCents(cents(discounts?.total ?? 0)),
    };
  }
}
