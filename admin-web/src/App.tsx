import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { BASE_PATH } from './config/base-path';
import { AppLayout } from './layout/AppLayout';
import { darkTheme, lightTheme } from './layout/themes';
import { lazyScreen } from './lazy-screen';
import { authProvider } from './providers/auth-provider';
import { dataProvider } from './providers/data-provider';
import { i18nProvider } from './providers/i18n-provider';
import { apiKeysResource } from './resources/api-keys';
import { auditResource } from './resources/audit';
import { paymentsResource } from './resources/payments';
import { staffResource } from './resources/staff';
import { usersResource } from './resources/users';
import { deletedUsersResource } from './resources/users/deleted';
import { webhooksResource } from './resources/webhooks';
import { certificatesResource } from './resources/certificates';
import { booksResource } from './resources/books';
import { lessonsResource } from './resources/lessons';
import { tiersResource } from './resources/tiers';
import { promotionsResource } from './resources/promotions';

// The charts library comes with the statistics page alone.
const StatisticsPage = lazyScreen(() => import('./statistics/StatisticsPage'), 'StatisticsPage');
const Dashboard = lazyScreen(() => import('./dashboard/Dashboard'), 'Dashboard');
const ReferralsPage = lazyScreen(
  () => import('./resources/referrals/ReferralsPage'),
  'ReferralsPage',
);
const TwoFactorPage = lazyScreen(() => import('./two-factor/TwoFactorPage'), 'TwoFactorPage');

/**
 * The back office, served at /admin or at the root of its own host: users, payments, statistics
 * and, for admins, the audit trail, deleted users, staff accounts, integrators' API keys and webhook
 * endpoints; and each staff member's own two-factor sign-in.
 */
export function App() {
  return (
    <Admin
      basename={BASE_PATH}
      authProvider={authProvider}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      // The sign-in page draws without <Admin> (BackOffice.tsx), which never shows it.
      loginPage={false}
      layout={AppLayout}
      theme={lightTheme}
      darkTheme={darkTheme}
      requireAuth
      disableTelemetry
    >
      <Resource {...usersResource} />
      <Resource {...paymentsResource} />
      <Resource {...auditResource} />
      <Resource {...deletedUsersResource} />
      <Resource {...staffResource} />
      <Resource {...apiKeysResource} />
      <Resource {...webhooksResource} />
      <Resource {...certificatesResource} />
      <Resource {...tiersResource} />
      <Resource {...booksResource} />
      <Resource {...lessonsResource} />
      <Resource {...promotionsResource} />
      <CustomRoutes>
        <Route path="/dashboard" element={<Dashboard />} />
        <Route path="/statistics" element={<StatisticsPage />} />
        <Route path="/two-factor" element={<TwoFactorPage />} />
        <Route path="/referrals" element={<ReferralsPage />} />
      </CustomRoutes>
    </Admin>
  );
}
