import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/routes';
// Straight to the call: the feature's index also brings the phone field and its stylesheet.
import { logout } from '../../features/auth/api/logout';
import { useSession } from '../session/use-session';

/**
 * Ends the session on the server, then forgets it here and leaves the signed-in area for /login,
 * without a way back. The token is forgotten even when the server cannot be told.
 */
export function useLogout(): () => void {
  const { signOut } = useSession();
  const navigate = useNavigate();
  return useCallback(() => {
    void logout()
      .catch((error: unknown) => console.warn('The server could not end the session', error))
      .finally(() => {
        signOut();
        void navigate(paths.login, { replace: true });
      });
  }, [signOut, navigate]);
}
