import { lazy, Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { paths } from '../config/routes';
import { FullScreenSpinner } from './FullScreenSpinner';
import { useSession } from './session/use-session';

// Rarely shown: its alert is fetched when the session check fails.
const SessionFailure = lazy(() =>
  import('./SessionFailure').then((m) => ({ default: m.SessionFailure })),
);

/** The main area is for signed-in students; others go to /login, replacing history. */
export function RequireAuth() {
  const { isAuthenticated, loading, failed, retry } = useSession();
  const location = useLocation();
  if (loading) return <FullScreenSpinner />;
  if (failed && !isAuthenticated) {
    return (
      <Suspense fallback={<FullScreenSpinner />}>
        <SessionFailure onRetry={retry} />
      </Suspense>
    );
  }
  if (!isAuthenticated) return <Navigate to={paths.login} replace state={{ from: location }} />;
  return <Outlet />;
}

/** /login and /register send a signed-in student to the dashboard. */
export function PublicOnly() {
  const { isAuthenticated, loading } = useSession();
  if (loading) return <FullScreenSpinner />;
  if (isAuthenticated) return <Navigate to={paths.dashboard} replace />;
  return <Outlet />;
}
