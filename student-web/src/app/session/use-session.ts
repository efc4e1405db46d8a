import type { User } from '@academy/contracts';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { sessionStore } from './session-store';

export interface Session {
  user: User | null;
  /** The first load of the user is under way. */
  loading: boolean;
  /** The user could not be loaded (the token is kept); `retry` asks again. */
  failed: boolean;
  isAuthenticated: boolean;
  retry: () => void;
  /** Stores the token of a fresh sign-in, then loads the user. */
  signIn: (token: string) => Promise<void>;
  signOut: () => void;
}

const retry = () => void sessionStore.refresh().catch(() => undefined);
const signIn = (token: string) => sessionStore.signIn(token);
const signOut = () => sessionStore.signOut();

/** SPEC.md §4's session (session-store.ts), loaded the first time a screen asks for it. */
export function useSession(): Session {
  const { data, pending, failed } = useSyncExternalStore(sessionStore.subscribe, sessionStore.get);
  useEffect(() => sessionStore.start(), []);
  const user = data ?? null;
  return useMemo(
    () => ({
      user,
      loading: pending,
      failed,
      isAuthenticated: user !== null,
      retry,
      signIn,
      signOut,
    }),
    [user, pending, failed],
  );
}
