import { render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { TIERS, type PublicConfig } from '@academy/contracts';
import { expect, vi } from 'vitest';
import { AppProviders } from '../../app/AppProviders';

type Reply = Response | Promise<Response>;
type Handler = (body: unknown) => Reply;

/** A JSON answer as the API sends it. */
export const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A reply that never comes until `resolve` is called: for "while busy" states. */
export function pending(): { reply: Promise<Response>; resolve(response: Response): void } {
  let resolve: (response: Response) => void = () => undefined;
  const reply = new Promise<Response>((done) => (resolve = done));
  return { reply, resolve };
}

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

/**
 * Stubs `fetch`: `handlers` answer 'POST /login'-style keys (API paths without '/api', or full
 * URLs for other hosts) given the request's JSON body; GET /config answers CONFIG; anything
 * else fails as if offline.
 */
export function mockApi(handlers: Record<string, Handler> = {}) {
  const all: Record<string, Handler> = { 'GET /config': () => json(CONFIG), ...handlers };
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const key = requestKey(input, init);
    const handler = all[key];
    if (!handler) return Promise.reject(new TypeError(`offline: ${key}`));
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    return Promise.resolve(handler(body));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function requestKey(input: RequestInfo | URL, init?: RequestInit): string {
  const url = String(input);
  const path = url.startsWith('/api/') ? url.slice('/api'.length) : url;
  return `${init?.method ?? 'GET'} ${path}`;
}

/** The JSON bodies sent with one call, e.g. callsTo(fetchMock, 'POST /register'). */
export function callsTo(fetchMock: ReturnType<typeof mockApi>, key: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([input, init]) => requestKey(input, init) === key)
    .map(([, init]) => (typeof init?.body === 'string' ? JSON.parse(init.body) : undefined));
}

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
