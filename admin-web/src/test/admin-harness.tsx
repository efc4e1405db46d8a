import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import {
  AdminContext,
  HttpError,
  memoryStore,
  Notification,
  ResourceContextProvider,
  testDataProvider,
  type AuthProvider,
} from 'react-admin';
import type { StaffRole } from '@academy/contracts';
import type { Locale } from '@academy/domain';
import { canStaffAccess } from '../providers/access-control';
import type { AcademyDataProvider } from '../providers/data-provider';
import { createI18nProvider } from '../providers/i18n-provider';
import { ErrorBanner, ErrorBannerProvider } from '../components/ErrorBanner';

function fakeAuthProvider(role: StaffRole): AuthProvider {
  return {
    login: () => Promise.resolve(),
    logout: () => Promise.resolve(),
    checkAuth: () => Promise.resolve(),
    checkError: () => Promise.resolve(),
    getPermissions: () => Promise.resolve(role),
    canAccess: ({ resource, action }) => Promise.resolve(canStaffAccess(role, resource, action)),
  };
}

/**
 * A fake data provider: react-admin's test one plus the academy's calls, each a stub that the
 * test replaces (vi.fn) when it matters.
 */
export function fakeDataProvider(
  overrides: Partial<AcademyDataProvider> = {},
): AcademyDataProvider {
  const unexpected = (name: string) => () => Promise.reject(new Error(`unexpected call: ${name}`));
  return {
    ...testDataProvider(),
    adjustBalance: unexpected('adjustBalance'),
    setCourse: unexpected('setCourse'),
    createOverdraft: unexpected('createOverdraft'),
    sendPasswordReset: unexpected('sendPasswordReset'),
    previewBulkBalance: unexpected('previewBulkBalance'),
    bulkBalance: unexpected('bulkBalance'),
    getBulkBalanceJob: unexpected('getBulkBalanceJob'),
    getOpenBulkBalanceJobs: () => Promise.resolve([]),
    cancelBulkBalanceJob: unexpected('cancelBulkBalanceJob'),
    exportUsers: unexpected('exportUsers'),
    getStatsSummary: unexpected('getStatsSummary'),
    getRegistrations: unexpected('getRegistrations'),
    getRevenue: unexpected('getRevenue'),
    confirmPayment: unexpected('confirmPayment'),
    rejectPayment: unexpected('rejectPayment'),
    refundPayment: unexpected('refundPayment'),
    getPaymentReceipt: unexpected('getPaymentReceipt'),
    getSalesDocument: unexpected('getSalesDocument'),
    getPaymentLedger: unexpected('getPaymentLedger'),
    getUserLedger: unexpected('getUserLedger'),
    exportPayments: unexpected('exportPayments'),
    restoreUser: unexpected('restoreUser'),
    setStaffPassword: unexpected('setStaffPassword'),
    exportAudit: unexpected('exportAudit'),
    getWebhookDeliveries: unexpected('getWebhookDeliveries'),
    sendWebhookTest: unexpected('sendWebhookTest'),
    retryWebhookDelivery: unexpected('retryWebhookDelivery'),
    revokeCertificate: unexpected('revokeCertificate'),
    ...overrides,
  };
}

interface AdminOptions {
  dataProvider?: AcademyDataProvider;
  role?: StaffRole;
  /** The resource the rendered part belongs to. */
  resource?: string;
  /** The staff member's language; English unless told. */
  locale?: Locale;
}

/** Renders inside react-admin (English texts unless told, a staff role, a resource (users unless
 * told), the red banner and react-admin's notices). */
export function renderInAdmin(
  ui: ReactNode,
  {
    dataProvider = fakeDataProvider(),
    role = 'admin',
    resource = 'users',
    locale = 'en',
  }: AdminOptions = {},
) {
  return render(
    <AdminContext
      dataProvider={dataProvider}
      authProvider={fakeAuthProvider(role)}
      i18nProvider={createI18nProvider(locale)}
      store={memoryStore()}
    >
      <ResourceContextProvider value={resource}>
        <ErrorBannerProvider>
          <ErrorBanner />
          {ui}
        </ErrorBannerProvider>
        <Notification />
      </ResourceContextProvider>
    </AdminContext>,
  );
}

/** A refusal as the API answers it ({ statusCode, code, message }), as react-admin throws it. */
export function apiRefusal(statusCode: number, code: string, message: string): HttpError {
  return new HttpError(message, statusCode, { statusCode, code, message });
}
