import type { PublicConfig, User } from '@academy/contracts';
import { aPublicConfig, aUser } from '@academy/contracts/testing';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AppProviders } from '../app/AppProviders';
import { publicConfigQueryKey } from '../app/config/api/get-public-config';
import { currentUserQueryKey } from '../app/session/api/get-current-user';
import { createQueryClient } from '../lib/query-client';

export interface ProviderOptions {
  /** The signed-in student (null: signed out); left out, the session loads as the app's does. */
  user?: User | null;
  /** GET /api/config's answer; null loads it through the (stubbed) API instead. */
  config?: PublicConfig | null;
}

/** The app's providers around `ui`, with a fresh cache that does not retry failed calls. */
export function renderWithProviders(
  ui: ReactElement,
  { user, config = aPublicConfig() }: ProviderOptions = {},
) {
  const queryClient = createQueryClient({ retry: false });
  if (user !== undefined) queryClient.setQueryData(currentUserQueryKey, user);
  if (config) queryClient.setQueryData(publicConfigQueryKey, config);
  const view = render(<AppProviders queryClient={queryClient}>{ui}</AppProviders>);
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
