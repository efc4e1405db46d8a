import type { User } from '@academy/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { tokenStorage } from '../../lib/token-storage';
import { currentUserQuery, currentUserQueryKey, useCurrentUserQuery } from './api/get-current-user';

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

/** SPEC.md §4's session, read from the one `['user']` query. */
export function useSession(): Session {
  const queryClient = useQueryClient();
  const query = useCurrentUserQuery();
  const { refetch } = query;
  const user = query.data ?? null;

  const signIn = useCallback(
    async (token: string) => {
      tokenStorage.set(token);
      // A failed load is the query's error state, which the guards show; it never throws.
      await queryClient.prefetchQuery({ ...currentUserQuery, staleTime: 0 });
    },
    [queryClient],
  );

  const signOut = useCallback(() => {
    tokenStorage.remove();
    // The student's own data (payments…) must not show to whoever signs in next.
    queryClient.removeQueries({
      queryKey: currentUserQueryKey,
      predicate: (cached) => cached.queryKey.length > currentUserQueryKey.length,
    });
    queryClient.setQueryData(currentUserQueryKey, null);
  }, [queryClient]);

  const retry = useCallback(() => void refetch(), [refetch]);

  return useMemo(
    () => ({
      user,
      loading: query.isPending,
      failed: query.isError,
      isAuthenticated: user !== null,
      retry,
      signIn,
      signOut,
    }),
    [user, query.isPending, query.isError, retry, signIn, signOut],
  );
}
