import type { RegistrationPeriod, RegistrationStats, RevenueStats } from '@academy/contracts';
import { ADMIN_API, type AdminHttp } from '../providers/admin-http';

/** The statistics page's calls. */
export interface StatisticsDataProvider {
  getRegistrations(period: RegistrationPeriod): Promise<RegistrationStats>;
  getRevenue(period: RegistrationPeriod): Promise<RevenueStats>;
}

export function statisticsDataProvider({ request }: AdminHttp): StatisticsDataProvider {
  return {
    getRegistrations: (period) =>
      request<RegistrationStats>(`${ADMIN_API}/stats/registrations?period=${period}`),
    getRevenue: (period) => request<RevenueStats>(`${ADMIN_API}/stats/revenue?period=${period}`),
  };
}
