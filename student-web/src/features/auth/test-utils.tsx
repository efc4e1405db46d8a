import { render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { TIERS, type PublicConfig } from '@academy/contracts';
import { expect } from 'vitest';
import { AppProviders } from '../../app/AppProviders';
import { stubApi, type Handler } from '../../test/api-stub';

export { callsTo, json, pending } from '../../test/api-stub';

export const CONFIG: PublicConfig = {
  marketingUrl: 'https://academy.example',
  tradingDeskUrl: 'https://desk.example',
  communityUrl: 'https://community.example',
  courseUrls: { silver: '/', gold: '/', platinum: '/' },
  coinummUrl: '/',
  revoxpayUrl: '/',
  cryptoAddresses: { btc: '', eth: '', 'usdt-trc20': '', 'usdt-erc20': '' },
  geoLookupUrl: null,
  paymentProvider: 'sandbox',
  tiers: TIERS,
};

/** Stubs `fetch` (see stubApi) with GET /config answering CONFIG. */
export const mockApi = (handlers: Record<string, Handler> = {}) => stubApi(handlers, CONFIG);

export const STUDENT = {
  id: 7,
  user_id: 7,
  username: 'Anna',
  lastname: 'Petrova',
  email: 'anna@example.com',
  contact: '+7 912 345-67-89',
  balance: 0,
  course: 'NONE',
  overdraft: false,
  overdraft_expires_at: null,
  avatar: null,
  created_at: '2025-01-01T00:00:00.000Z',
  last_activity: null,
};

function CurrentLocation() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

/**
 * Renders a public screen at `route` inside the app's providers, with the location shown for
 * checks, once the run-time config has arrived (the logo then links to its marketing URL).
 */
export async function renderAt(route: string, path: string, page: ReactElement) {
  const view = render(
    <AppProviders>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path} element={page} />
          <Route path="*" element={null} />
        </Routes>
        <CurrentLocation />
      </MemoryRouter>
    </AppProviders>,
  );
  await waitFor(() =>
    expect(screen.getByRole('link', { name: 'Trading Academy website' })).toHaveAttribute(
      'href',
      CONFIG.marketingUrl,
    ),
  );
  return view;
}
