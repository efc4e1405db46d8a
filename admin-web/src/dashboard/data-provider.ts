import type { PendingPaymentsSummary, StaffDashboard } from '@academy/contracts';
import { ADMIN_API, type AdminHttp } from '../providers/admin-http';

/** The dashboard's calls: the whole day, and the pending count alone for the menu's badge. */
export interface DashboardDataProvider {
  getDashboard(): Promise<StaffDashboard>;
  getPendingPayments(): Promise<PendingPaymentsSummary>;
}

export function dashboardDataProvider({ request }: AdminHttp): DashboardDataProvider {
  return {
    getDashboard: () => request<StaffDashboard>(`${ADMIN_API}/dashboard`),
    getPendingPayments: () => request<PendingPaymentsSummary>(`${ADMIN_API}/dashboard/pending`),
  };
}
