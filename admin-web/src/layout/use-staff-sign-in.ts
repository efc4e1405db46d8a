import { useCallback } from 'react';
import { useAuthProvider } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { loadBackOffice } from '../back-office';
import { BASE_PATH } from '../config/base-path';
import type { StaffLoginParams } from '../providers/auth-provider';

/** The sign-in page's address. */
export const LOGIN_PATH = `${BASE_PATH}/login`;

/** Where a visitor sent to sign in was going (react-admin's own redirect writes the same). */
export interface ReturnAfterSignIn {
  nextPathname?: string;
  nextSearch?: string;
}

/**
 * Signs staff in through the auth provider, then opens the page that sent them to sign in, else
 * the back office's first page, once its code is in: the sign-in button stays busy until then
 * instead of the screen going blank. A refusal (or a second step) is thrown to the caller.
 */
export function useStaffSignIn(): (params: StaffLoginParams) => Promise<void> {
  const authProvider = useAuthProvider();
  const navigate = useNavigate();
  const returnTo = useLocation().state as ReturnAfterSignIn | null;
  return useCallback(
    async (params: StaffLoginParams) => {
      if (!authProvider) throw new Error('ra.auth.sign_in_error');
      await authProvider.login(params);
      // Should the fetch fail, the page asks for the chunk again when it draws the back office.
      await loadBackOffice().catch(() => undefined);
      const next = returnTo?.nextPathname;
      await navigate(next ? `${next}${returnTo?.nextSearch ?? ''}` : `${BASE_PATH}/`);
    },
    [authProvider, navigate, returnTo],
  );
}
