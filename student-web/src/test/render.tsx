import type { PublicConfig, User } from '@academy/contracts';
import { aPublicConfig, aUser } from '@academy/contracts/testing';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AppProviders } from '../app/AppProviders';
import { publicConfig } from '../app/config/api/get-public-config';
import { connectSession } from '../app/session/api/get-current-user';
import { sessionStore } from '../app/session/session-store';
import { createQueryClient } from '../lib/query-client';

export interface ProviderOptions {
  /** The signed-in student (null: signed out); left out, the session loads as the app's does. */
  user?: User | null;
  /** GET /api/config's answer; null loads it through the (stubbed) API instead. */
  config?: PublicConfig | null;
}

let disconnectSession: (() => void) | undefined;

/**
 * The app's providers around `ui`, with the session and the configuration as given, and a fresh
 * cache for the signed-in area that follows the session; nothing is asked again after a failure.
 */
export function renderWithProviders(
  ui: ReactElement,
  { user, config = aPublicConfig() }: ProviderOptions = {},
) {
  sessionStore.reset(user);
  if (config) publicConfig.reset(config);
  else publicConfig.reset();
  const queryClient = createQueryClient({ retry: false });
  disconnectSession?.();
  disconnectSession = connectSession(queryClient);
  const view = render(
    <AppProviders>
      <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
    </AppProviders>,
  );
  return { ...view, queryClient };
}

/** Renders a layout part at `path` inside the router, with /login as a place to land on. */
export function renderInLayout(
  ui: ReactElement,
  { user = aUser(), path = '/dashboard' }: { user?: User | null; path?: string } = {},
) {
  return renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/login" element={<p>Login screen</p>} />
        <Route path="*" element={ui} />
      </Routes>
    </MemoryRouter>,
    { user },
  );
}
