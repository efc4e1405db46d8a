import { QueryCache, QueryClient } from '@tanstack/react-query';
import { retryDelayMs, shouldRetryRequest } from './retry-policy';

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
        retry: retry && shouldRetryRequest,
        retryDelay: retryDelayMs,
        refetchOnWindowFocus: false,
        networkMode: 'always',
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
