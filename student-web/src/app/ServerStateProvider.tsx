import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { use, type ReactNode } from 'react';
import { createQueryClient } from '../lib/query-client';
import { connectSession } from './session/api/get-current-user';

const queryClient = createQueryClient();
connectSession(queryClient);

/**
 * The signed-in area's cache of server state (react-query), loaded with the area's layout and
 * with the payment overlay, never on the public pages: one client for the whole app, following
 * the session. Inside a cache already provided, that one serves.
 */
export function ServerStateProvider({ children }: { children: ReactNode }) {
  if (use(QueryClientContext)) return children;
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
