import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { paths } from '../config/routes';
import { FullScreenSpinner } from './FullScreenSpinner';
import { SessionFailure } from './SessionFailure';
import { useSession } from './session/use-session';

/** The main area is for signed-in students; others go to /login, replacing history. */
export function RequireAuth() {
  const { isAuthenticated, loading, failed, retry } = useSession();
  const location = useLocation();
  if (loading) return <FullScreenSpinner />;
  if (failed && !isAuthenticated) return <SessionFailure onRetry={retry} />;
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
