import type { OPEN_BULK_BALANCE_JOB_STATUSES } from './bulk-balance.js';

/** The payments waiting for a decision: how many, and since when the oldest waits. */
export interface PendingPaymentsSummary {
  count: number;
  /** When the oldest pending payment was created; null when none waits. */
  oldestCreatedAt: string | null;
}

/** A bulk balance change still queued or running, as the dashboard lists it. */
export interface DashboardBulkJob {
  id: string;
  status: (typeof OPEN_BULK_BALANCE_JOB_STATUSES)[number];
  createdBy: string;
  total: number;
  processed: number;
  createdAt: string;
}

/** A refund, newest first on the dashboard. */
export interface DashboardRefund {
  /** The payment's public id. */
  paymentId: string;
  userId: number;
  email: string;
  /** USD. */
  amount: number;
  refundedAt: string;
}

/** GET /api/admin/dashboard: the support desk's day at a glance. */
export interface StaffDashboard {
  pending: PendingPaymentsSummary;
  /** Since midnight UTC. */
  today: {
    /** Undeleted students registered today. */
    registrations: number;
    /** USD paid today minus USD refunded today. */
    revenue: number;
  };
  /** Every bulk balance change still queued or running, oldest first. */
  bulkJobs: DashboardBulkJob[];
  /** The last DASHBOARD_REFUNDS_SHOWN refunds, newest first. */
  refunds: DashboardRefund[];
}

export const DASHBOARD_REFUNDS_SHOWN = 5;
