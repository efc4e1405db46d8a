import { useCurrentUserQuery } from '../../app/session/api/get-current-user';

/**
 * The user as the API has them now (a top-up may have raised the balance since sign-in): the
 * session's query, reloaded when the screen opens. Until it answers, and if it fails (only
 * logged), the caller treats the missing user as one without access.
 */
export function useFreshUser() {
  const query = useCurrentUserQuery({ refetchOnMount: 'always' });
  const loading = !query.isFetchedAfterMount;
  return { user: loading || query.isError ? null : (query.data ?? null), loading };
}
