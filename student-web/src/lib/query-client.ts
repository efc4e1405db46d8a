import { QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiResponseError, NetworkError, RequestTimeoutError } from './api-client';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** Logged with the error when the query fails; queries without one fail silently. */
      failureMessage?: string;
      /** A failure the app can live with is a warning, not an error. */
      failureLevel?: 'warn' | 'error';
    };
  }
}

const MAX_QUERY_RETRIES = 2;

/**
 * Only a request that got no answer is asked again (a dropped connection often recovers in a
 * second); a 4xx or 5xx is an answer, and the screen says so at once. A request that timed out
 * has already kept the student waiting: the screen says so and offers to try again.
 */
function shouldRetryQuery(failureCount: number, error: Error): boolean {
  if (error instanceof ApiResponseError || error instanceof RequestTimeoutError) return false;
  return error instanceof NetworkError && failureCount < MAX_QUERY_RETRIES;
}

/**
 * The student app's one cache of server state. Data is refreshed on purpose (invalidation
 * after a change, a screen that asks for a fresh copy), not whenever the window gets focus.
 */
export function createQueryClient({ retry = true }: { retry?: boolean } = {}): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        const { failureMessage, failureLevel = 'error' } = query.meta ?? {};
        if (failureMessage) console[failureLevel](failureMessage, error);
      },
    }),
    defaultOptions: {
      // 'always': the request itself tells whether the API is reachable, not the browser's flag.
      queries: {
        retry: retry && shouldRetryQuery,
        refetchOnWindowFocus: false,
        networkMode: 'always',
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
