import { lazy, Suspense } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { loadBackOffice } from './back-office';
import { BASE_PATH } from './config/base-path';
import { LOGIN_PATH, type ReturnAfterSignIn } from './layout/use-staff-sign-in';
import { SignInShell } from './layout/SignInShell';
import { staffSession } from './providers/staff-session';

const App = lazy(async () => ({ default: (await loadBackOffice()).App }));

/**
 * The sign-in page draws on its own, with MUI and the form alone: react-admin's app is fetched
 * only for staff with a session, after signing in or when they come back with one. A visitor
 * without one is sent to the sign-in page, which then brings them back where they were going,
 * as react-admin's own redirect does.
 */
export function BackOffice() {
  const { pathname, search } = useLocation();
  const signedIn = staffSession.isValid();
  if (pathname === LOGIN_PATH) {
    return signedIn ? <Navigate to={`${BASE_PATH}/`} replace /> : <SignInShell />;
  }
  if (!signedIn) {
    const state: ReturnAfterSignIn = { nextPathname: pathname, nextSearch: search };
    return <Navigate to={LOGIN_PATH} replace state={state} />;
  }
  return (
    <Suspense fallback={null}>
      <App />
    </Suspense>
  );
}
