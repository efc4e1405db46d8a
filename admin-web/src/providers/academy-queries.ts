import { queryOptions } from '@tanstack/react-query';
import type { Identifier } from 'react-admin';
import type { RegistrationPeriod } from '@academy/contracts';
import type { AcademyDataProvider } from './data-provider';

const WEBHOOK_DELIVERIES = ['webhooks', 'deliveries'] as const;

/**
 * The academy's own read calls as react-query options, so that every reader of a call shares its
 * cache entry and its key is typed with the answer (`queryClient.getQueryData` knows the shape).
 * Writes need no key: they go through `useMutation` and then react-admin's `refresh()`, which
 * invalidates every query, these included.
 */
export const academyQueries = {
  /** The tiles above the users list; the users resource owns it, so its key starts there. */
  statsSummary: (dataProvider: AcademyDataProvider) =>
    queryOptions({
      queryKey: ['users', 'statsSummary'] as const,
      queryFn: () => dataProvider.getStatsSummary(),
    }),
  /** The staff dashboard, renewed every minute while it is open. */
  dashboard: (dataProvider: AcademyDataProvider) =>
    queryOptions({
      queryKey: ['dashboard'] as const,
      queryFn: () => dataProvider.getDashboard(),
      refetchInterval: 60_000,
    }),
  /**
   * The pending payments' count on the Payments menu item of every page: one cheap read, renewed
   * every minute and whenever staff come back to the tab.
   */
  pendingPayments: (dataProvider: AcademyDataProvider) =>
    queryOptions({
      queryKey: ['dashboard', 'pending'] as const,
      queryFn: () => dataProvider.getPendingPayments(),
      refetchInterval: 60_000,
      staleTime: 30_000,
    }),
  /** What students read while a payment of theirs waits for staff. */
  paymentReviewNotice: (dataProvider: AcademyDataProvider) =>
    queryOptions({
      queryKey: ['payments', 'reviewNotice'] as const,
      queryFn: () => dataProvider.getPaymentReviewNotice(),
    }),
  /** One entry per period: a slow answer for a period left behind cannot replace the chosen one. */
  registrations: (dataProvider: AcademyDataProvider, period: RegistrationPeriod) =>
    queryOptions({
      queryKey: ['statistics', 'registrations', period] as const,
      queryFn: () => dataProvider.getRegistrations(period),
    }),
  /** Revenue beside the registrations, one entry per period for the same reason. */
  revenue: (dataProvider: AcademyDataProvider, period: RegistrationPeriod) =>
    queryOptions({
      queryKey: ['statistics', 'revenue', period] as const,
      queryFn: () => dataProvider.getRevenue(period),
    }),
  /** The balance changes one payment caused, on its show page. */
  paymentLedger: (dataProvider: AcademyDataProvider, paymentId: string) =>
    queryOptions({
      queryKey: ['payments', 'ledger', paymentId] as const,
      queryFn: () => dataProvider.getPaymentLedger(paymentId),
    }),
  /** One page of a user's balance changes, on their page. */
  userLedger: (
    dataProvider: AcademyDataProvider,
    userId: Identifier,
    page: number,
    perPage: number,
  ) =>
    queryOptions({
      queryKey: ['users', 'ledger', String(userId), page, perPage] as const,
      queryFn: () => dataProvider.getUserLedger(userId, page, perPage),
    }),
  /** The bulk balance changes still queued or running, as banners above the users list. */
  openBulkBalanceJobs: (dataProvider: AcademyDataProvider) =>
    queryOptions({
      queryKey: ['users', 'openBulkBalanceJobs'] as const,
      queryFn: () => dataProvider.getOpenBulkBalanceJobs(),
    }),
  /** One bulk balance change's progress, while its dialog follows it. */
  bulkBalanceJob: (dataProvider: AcademyDataProvider, jobId: string) =>
    queryOptions({
      queryKey: ['users', 'bulkBalanceJob', jobId] as const,
      queryFn: () => dataProvider.getBulkBalanceJob(jobId),
    }),
  /** Every page of every endpoint's delivery log: what a resent delivery makes stale. */
  allWebhookDeliveries: () => ({ queryKey: WEBHOOK_DELIVERIES }),
  /** One page of a webhook endpoint's delivery log, on its page. */
  webhookDeliveries: (
    dataProvider: AcademyDataProvider,
    endpointId: Identifier,
    page: number,
    perPage: number,
  ) =>
    queryOptions({
      queryKey: [...WEBHOOK_DELIVERIES, String(endpointId), page, perPage] as const,
      queryFn: () => dataProvider.getWebhookDeliveries(endpointId, page, perPage),
    }),
  /**
   * A receipt image as a data: URL. An object URL would have to be revoked when the last reader
   * goes, which a shared cache entry cannot tell; a data: URL needs no clean-up.
   */
  paymentReceiptImage: (dataProvider: AcademyDataProvider, paymentId: string) =>
    queryOptions({
      queryKey: ['payments', 'receipt', paymentId] as const,
      queryFn: async () => readAsDataUrl(await dataProvider.getPaymentReceipt(paymentId)),
      // A receipt never changes once attached.
      staleTime: Infinity,
    }),
  /** A staff account's open sessions, on its page. */
  staffSessions: (dataProvider: AcademyDataProvider, staffId: number) =>
    queryOptions({
      queryKey: ['staff', 'sessions', staffId] as const,
      queryFn: () => dataProvider.getStaffSessions(staffId),
    }),
  /** Whether two-factor sign-in is required, above the staff list. */
  securitySettings: (dataProvider: AcademyDataProvider) =>
    queryOptions({
      queryKey: ['staff', 'securitySettings'] as const,
      queryFn: () => dataProvider.getSecuritySettings(),
    }),
  /** The signed-in staff member's own two-factor sign-in. */
  twoFactorStatus: (dataProvider: AcademyDataProvider) =>
    queryOptions({
      queryKey: ['twoFactor', 'status'] as const,
      queryFn: () => dataProvider.getTwoFactorStatus(),
    }),
};

function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string'
        ? resolve(reader.result)
        : reject(new Error('The receipt could not be read'));
    reader.onerror = () => reject(reader.error ?? new Error('The receipt could not be read'));
    reader.readAsDataURL(blob);
  });
}
