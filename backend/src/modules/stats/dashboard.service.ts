import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import {
  DASHBOARD_REFUNDS_SHOWN,
  type DashboardBulkJob,
  type PendingPaymentsSummary,
  type StaffDashboard,
} from '@academy/contracts';
import { fromCents, toCents } from '@academy/domain';
import type { StaffActor } from '../../common/auth/principal.js';
import { actorName } from '../audit/index.js';

interface BulkJobRow {
  id: string;
  status: DashboardBulkJob['status'];
  actor: StaffActor;
  total: number;
  processed: number;
  createdAt: Date;
}

interface RefundRow {
  paymentId: string;
  userId: number;
  email: string;
  amount: string;
  refundedAt: Date;
}

/** Midnight UTC of `now`'s date: the statistics' day. */
function startOfUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/**
 * The back office's dashboard. Every figure is read through an index, so it costs the same with a
 * million students: pending payments through payments_status, today's registrations through
 * users_created_at (one day's range), today's money through payments_paid_at and
 * payments_refunded_at, the open bulk jobs through bulk_balance_jobs_open.
 */
@Injectable()
export class DashboardService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** How many payments wait for a decision, and the oldest's creation: the menu badge's query. */
  async pending(): Promise<PendingPaymentsSummary> {
    const [row] = await this.dataSource.query<[{ count: number; oldest: Date | null }]>(
      `SELECT count(*)::int AS count, min(created_at) AS oldest
         FROM payments WHERE status = 'pending'`,
    );
    return { count: row.count, oldestCreatedAt: row.oldest && new Date(row.oldest).toISOString() };
  }

  async dashboard(now = new Date()): Promise<StaffDashboard> {
    const since = startOfUtcDay(now).toISOString();
    const [pending, [today], jobs, refunds] = await Promise.all([
      this.pending(),
      this.dataSource.query<[{ registrations: number; paid: string; refunded: string }]>(
        `SELECT (SELECT count(*) FROM users
                  WHERE created_at >= $1 AND deleted_at IS NULL)::int AS registrations,
                (SELECT coalesce(sum(amount), 0) FROM payments
                  WHERE paid_at >= $1)::text AS paid,
                (SELECT coalesce(sum(amount), 0) FROM payments
                  WHERE refunded_at >= $1 AND status = 'refunded')::text AS refunded`,
        [since],
      ),
      this.dataSource.query<BulkJobRow[]>(
        `SELECT id, status, actor, total, processed, created_at AS "createdAt"
           FROM bulk_balance_jobs
          WHERE status IN ('queued', 'running')
          ORDER BY created_at, id`,
      ),
      this.dataSource.query<RefundRow[]>(
        `SELECT payment.public_id AS "paymentId", payment.user_id AS "userId", account.email,
                payment.amount::text AS amount, payment.refunded_at AS "refundedAt"
           FROM payments AS payment JOIN users AS account ON account.id = payment.user_id
          WHERE payment.refunded_at IS NOT NULL
          ORDER BY payment.refunded_at DESC, payment.id DESC
          LIMIT $1`,
        [DASHBOARD_REFUNDS_SHOWN],
      ),
    ]);
    return {
      pending,
      today: {
        registrations: today.registrations,
        revenue: fromCents(toCents(Number(today.paid)) - toCents(Number(today.refunded))),
      },
      bulkJobs: jobs.map(toDashboardJob),
      refunds: refunds.map((refund) => ({
        ...refund,
        amount: Number(refund.amount),
        refundedAt: new Date(refund.refundedAt).toISOString(),
      })),
    };
  }
}

function toDashboardJob(row: BulkJobRow): DashboardBulkJob {
  const actor = typeof row.actor === 'string' ? (JSON.parse(row.actor) as StaffActor) : row.actor;
  return {
    id: row.id,
    status: row.status,
    createdBy: actorName(actor),
    total: row.total,
    processed: row.processed,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}
