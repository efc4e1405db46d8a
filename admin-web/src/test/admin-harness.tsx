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
import { createAdminHttp } from '../providers/admin-http';
import {
  academyMethods,
  type AcademyDataProvider,
  type AcademyMethods,
} from '../providers/data-provider';
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
 * A fake data provider: react-admin's test one plus every call the features compose into the real
 * one, each a stub that rejects until the test replaces it (vi.fn) where it matters.
 */
export function fakeDataProvider(
  overrides: Partial<AcademyDataProvider> = {},
): AcademyDataProvider {
  const names = Object.keys(academyMethods(createAdminHttp(createI18nProvider('en'))));
  const unexpected = names.map((name) => [
    name,
    () => Promise.reject(new Error(`unexpected call: ${name}`)),
  ]);
  return {
    ...testDataProvider(),
    ...(Object.fromEntries(unexpected) as AcademyMethods),
    // The users list asks for the open bulk jobs on every render: none unless a test says so.
    getOpenBulkBalanceJobs: () => Promise.resolve([]),
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
