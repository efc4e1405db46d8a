import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useSession } from '../../features/session/use-session';

/** Ends the session and leaves the signed-in area for /login, without a way back. */
export function useLogout(): () => void {
  const { signOut } = useSession();
  const navigate = useNavigate();
  return useCallback(() => {
    signOut();
    void navigate(paths.login, { replace: true });
  }, [signOut, navigate]);
}
