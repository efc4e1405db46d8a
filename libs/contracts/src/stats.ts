import type { PaymentMethod } from './payments.js';

export interface StatsSummary {
  totalUsers: number;
  totalBalance: number;
  activeCourses: number;
  noCourse: number;
}

export const REGISTRATION_PERIODS = ['day', 'week', 'month', 'year'] as const;
export type RegistrationPeriod = (typeof REGISTRATION_PERIODS)[number];

export interface RegistrationPoint {
  /** Calendar date, YYYY-MM-DD. */
  date: string;
  count: number;
}

export interface RegistrationStats {
  period: RegistrationPeriod;
  from: string;
  to: string;
  points: RegistrationPoint[];
  /** Registrations inside the window, whereas totalUsers counts every account. */
  total: number;
  totalUsers: number;
}

/** GET /api/admin/stats/revenue: paid minus refunded per bucket, in USD. */
export interface RevenuePoint {
  /** Calendar date, YYYY-MM-DD (the bucket's first day). */
  date: string;
  paid: number;
  refunded: number;
  net: number;
  /** Net revenue by method in this bucket; methods without money are omitted. */
  byMethod: Partial<Record<PaymentMethod, number>>;
}

export interface RevenueStats {
  period: RegistrationPeriod;
  from: string;
  to: string;
  points: RevenuePoint[];
  /** Net revenue inside the window. */
  total: number;
  byMethod: { method: PaymentMethod; amount: number }[];
  /** A tier's name, or 'topup'. */
  byTier: { tier: string; amount: number }[];
  /** Students registered inside the window, and how many of them paid inside it. */
  newStudents: number;
  newStudentsPaid: number;
  /** newStudentsPaid / newStudents, 0 when nobody registered. */
  paidShare: number;
  /** What promo codes took off the list prices of payments paid inside the window and not
   * refunded (USD): revenue the discounts gave away. */
  discountGiven: number;
}
