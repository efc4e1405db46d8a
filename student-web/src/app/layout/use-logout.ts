import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/routes';
import { useSession } from '../session/use-session';

/** Ends the session and leaves the signed-in area for /login, without a way back. */
export function useLogout(): () => void {
  const { signOut } = useSession();
  const navigate = useNavigate();
  return useCallback(() => {
    signOut();
    void navigate(paths.login, { replace: true });
  }, [signOut, navigate]);
}
