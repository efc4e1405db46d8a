import type { User } from '@academy/contracts';
import {
  QueryObserver,
  queryOptions,
  useQuery,
  type QueryClient,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { sessionStore } from '../session-store';

/** The signed-in student's data; queries of their own data are keyed under it. */
export const currentUserQueryKey = ['user'] as const;

/**
 * The session's user in the signed-in area's cache: loaded once, then refreshed on purpose (after
 * a change, or by a screen that needs it fresh). A load goes through the session, which follows.
 */
export const currentUserQuery = queryOptions({
  queryKey: currentUserQueryKey,
  queryFn: () => sessionStore.refresh(),
  staleTime: Infinity,
  // The session asks again itself after a request that got no answer.
  retry: false,
});

type CurrentUserQueryOptions = Pick<
  UseQueryOptions<User | null, Error, User | null, typeof currentUserQueryKey>,
  'refetchOnMount' | 'refetchInterval'
>;

/** The session's user; a screen may ask for a fresh copy or for polling, never for its own copy. */
export function useCurrentUserQuery(options: CurrentUserQueryOptions = {}) {
  return useQuery({ ...currentUserQuery, ...options });
}

const isCurrentUserKey = (queryKey: QueryKey) =>
  queryKey.length === 1 && queryKey[0] === currentUserQueryKey[0];

/**
 * Keeps the cache's `['user']` and the session the same user, both ways: a sign-in, sign-out or
 * load shows in the cache, and a user a screen put in the cache (a saved profile) in the session.
 * Signed out, the student's own data (payments…) leaves the cache, not to show to whoever signs
 * in next. Answers the function that stops following.
 */
export function connectSession(queryClient: QueryClient): () => void {
  // Watched for as long as the cache lives, as the session's own query was: an invalidation
  // loads the user again even where no screen reads the query. Made once the session has
  // answered, so that it does not ask a second time.
  let stopWatching: (() => void) | undefined;
  const fromSession = () => {
    const { data: user, pending } = sessionStore.get();
    if (pending || user === undefined) return;
    if (user === null) {
      queryClient.removeQueries({
        queryKey: currentUserQueryKey,
        predicate: (cached) => !isCurrentUserKey(cached.queryKey),
      });
    }
    if (queryClient.getQueryData(currentUserQueryKey) !== user) {
      queryClient.setQueryData(currentUserQueryKey, user);
    }
    stopWatching ??= new QueryObserver(queryClient, currentUserQuery).subscribe(() => undefined);
  };
  fromSession();
  const stopSession = sessionStore.subscribe(fromSession);
  const stopCache = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    if (!isCurrentUserKey(event.query.queryKey as QueryKey)) return;
    sessionStore.set((event.query.state.data as User | null | undefined) ?? null);
  });
  return () => {
    stopSession();
    stopCache();
    stopWatching?.();
  };
}
