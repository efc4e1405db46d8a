import { createContext, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { User } from '@academy/contracts';
import { tokenStorage } from '../../lib/token-storage';
import { fetchCurrentUser } from './api';

export interface Session {
  user: User | null;
  loading: boolean;
  error: string | null;
  isAuthenticated: boolean;
  /** Stores the token of a fresh sign-in, then loads the user. */
  signIn(token: string): Promise<void>;
  /** Reloads the user, e.g. after a balance or course change. */
  refreshUser(): Promise<void>;
  signOut(): void;
}

export const SessionContext = createContext<Session | null>(null);

/** SPEC.md §4's session: loading, then authenticated with a user, or not. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<User | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);

  const loadUser = useCallback(async () => {
    if (!tokenStorage.get()) {
      setUser(null);
      setLoading(false);
      return;
    }
    try {
      setUser(await fetchCurrentUser());
      setError(null);
    } catch (failure) {
      console.error('Failed to fetch user data', failure);
      tokenStorage.remove();
      setUser(null);
      setError('errors.fetchUser');
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    void loadUser();
  }, [loadUser]);

  const signIn = useCallback(
    async (token: string) => {
      tokenStorage.set(token);
      setLoading(true);
      await loadUser();
    },
    [loadUser],
  );

  const signOut = useCallback(() => {
    tokenStorage.remove();
    setUser(null);
    setError(null);
  }, []);

  const session = useMemo<Session>(
    () => ({
      user,
      loading,
      error,
      isAuthenticated: user !== null,
      signIn,
      refreshUser: loadUser,
      signOut,
    }),
    [user, loading, error, signIn, loadUser, signOut],
  );

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
