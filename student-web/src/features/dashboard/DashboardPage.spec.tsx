import { TIERS, type PublicConfig, type User } from '@academy/contracts';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router-dom';
import { aSession, aStudent } from '../../test/session-fixtures';
import { SessionContext } from '../session/SessionProvider';
import { DashboardPage } from './DashboardPage';
import { PAYMENT_RECHECK_DELAYS_MS } from './use-payment-return';

const confetti = vi.hoisted(() => vi.fn());
vi.mock('canvas-confetti', () => ({ default: confetti }));

const COMMUNITY_URL = 'https://chat.example.com/academy';
vi.mock('../config/PublicConfigProvider', () => ({
  usePublicConfig: (): Partial<PublicConfig> => ({ communityUrl: COMMUNITY_URL, tiers: TIERS }),
}));

function renderDashboard(user: User) {
  const session = aSession(user);
  render(
    <MemoryRouter>
      <SessionContext.Provider value={session}>
        <DashboardPage />
      </SessionContext.Provider>
    </MemoryRouter>,
  );
  return session;
}

const summary = () => screen.getByRole('region', { name: 'Your account' });
const inThreeDays = () => new Date(Date.now() + 3 * 24 * 3600 * 1000).toISOString();

function stubFetch(status: number) {
  const fetchMock = vi.fn((_url: string, _init?: RequestInit) =>
    Promise.resolve(
      new Response(JSON.stringify({ status, data: aStudent({ overdraft: true }) }), { status }),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function preferReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    media: query,
  }));
}

beforeEach(() => {
  confetti.mockClear();
  preferReducedMotion(false);
  localStorage.setItem('token', JSON.stringify('student-token'));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe(DashboardPage.name, () => {
  it('shows the balance with two decimals and the USD label, and the course', () => {
    renderDashboard(aStudent({ balance: 1234.5, course: 'GOLD' }));
    expect(within(summary()).getByText('1234.50 USD')).toBeInTheDocument();
    expect(within(summary()).getByText('GOLD')).toBeInTheDocument();
  });

  it.each([
    ['NONE for an empty course', aStudent({ course: '' }), 'NONE'],
    ['a custom course name as it is', aStudent({ course: 'VIP Mentoring' }), 'VIP Mentoring'],
    [
      'OVERDRAFT while a trial runs',
      aStudent({ course: 'SILVER', overdraft: true, overdraft_expires_at: inThreeDays() }),
      'OVERDRAFT',
    ],
  ])('shows %s', (_, user, shown) => {
    renderDashboard(user);
    expect(within(summary()).getByText(shown)).toBeInTheDocument();
  });

  it('links the five tiles to their sections', () => {
    renderDashboard(aStudent());
    const tiles = within(screen.getByRole('region', { name: 'Sections' })).getAllByRole('link');
    expect(tiles.map((tile) => [tile.textContent, tile.getAttribute('href')])).toEqual([
      ['Activate Account', '/activate'],
      ['Education', '/education'],
      ['Economic Calendar', '/calendar'],
      ['Trading Center', '/trading'],
      ['Bonuses & Promotions', '/bonuses'],
    ]);
  });

  it('opens the community channel in a new tab from Join Now', () => {
    renderDashboard(aStudent());
    const join = screen.getByRole('link', { name: 'Join Now' });
    expect(join).toHaveAttribute('href', COMMUNITY_URL);
    expect(join).toHaveAttribute('target', '_blank');
    expect(join).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('offers the overdraft only while the flag is exactly false', () => {
    renderDashboard(aStudent({ overdraft: false }));
    expect(screen.getByRole('heading', { name: 'Overdraft' })).toBeInTheDocument();
    expect(screen.getByText('Trading deposit $500')).toBeInTheDocument();
    expect(screen.getByText('3 days free access')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Activate' })).toBeInTheDocument();
  });

  it('hides the overdraft offer once the flag is set', () => {
    renderDashboard(aStudent({ overdraft: true, overdraft_expires_at: inThreeDays() }));
    expect(screen.queryByRole('heading', { name: 'Overdraft' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Activate' })).not.toBeInTheDocument();
  });

  it('activates the trial: congratulations, confetti and a refreshed user', async () => {
    const fetchMock = stubFetch(200);
    const session = renderDashboard(aStudent());
    await userEvent.click(screen.getByRole('button', { name: 'Activate' }));

    expect(
      await screen.findByText('Congratulations! You have activated a trial period for $500'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Activate' })).not.toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/user/overdraft/7');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('token')).toBe('student-token');
    expect(session.refreshUser).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(confetti).toHaveBeenCalledWith({ particleCount: 100, spread: 70, origin: { y: 0.6 } }),
    );
  });

  it('skips the confetti for a user who prefers reduced motion', async () => {
    stubFetch(200);
    preferReducedMotion(true);
    renderDashboard(aStudent());
    await userEvent.click(screen.getByRole('button', { name: 'Activate' }));
    expect(await screen.findByText(/Congratulations!/)).toBeInTheDocument();
    await new Promise((settle) => setTimeout(settle, 20));
    expect(confetti).not.toHaveBeenCalled();
  });

  it('only logs a failed activation and keeps the offer', async () => {
    stubFetch(409);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const session = renderDashboard(aStudent());
    await userEvent.click(screen.getByRole('button', { name: 'Activate' }));

    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(await screen.findByRole('button', { name: 'Activate' })).toBeEnabled();
    expect(screen.queryByText(/Congratulations!/)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(session.refreshUser).not.toHaveBeenCalled();
    expect(confetti).not.toHaveBeenCalled();
    logged.mockRestore();
  });

  it('shows the benefits and the six market categories', () => {
    renderDashboard(aStudent());
    const benefits = screen.getByRole('region', { name: 'Benefits of Participation' });
    expect(
      within(benefits)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Exclusive Content', 'Trading Signals', '24/7 Support']);
    const markets = screen.getByRole('region', { name: 'Market Categories' });
    expect(
      within(markets)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Stocks', 'Currencies', 'Indices', 'Cryptocurrencies', 'Commodities', 'ETF']);
  });
});

describe(`${DashboardPage.name} after a checkout`, () => {
  function renderReturn(entry: string) {
    const session = aSession(aStudent());
    const router = createMemoryRouter([{ path: '/dashboard', element: <DashboardPage /> }], {
      initialEntries: [entry],
    });
    render(
      <SessionContext.Provider value={session}>
        <RouterProvider router={router} />
      </SessionContext.Provider>,
    );
    return { session, router };
  }

  it.each([
    ['success', 'Thank you! Your payment was successful.'],
    ['cancelled', 'The payment was cancelled. Nothing was charged.'],
  ])('says what became of the payment (%s) and reloads the user', async (outcome, text) => {
    const { session } = renderReturn(`/dashboard?payment=${outcome}`);
    expect(screen.getByRole('status')).toHaveTextContent(text);
    await waitFor(() => expect(session.refreshUser).toHaveBeenCalledTimes(1));
  });

  it('looks at the user again later after a success, for a confirmation that arrives late', async () => {
    vi.useFakeTimers();
    try {
      const { session } = renderReturn('/dashboard?payment=success');
      expect(session.refreshUser).toHaveBeenCalledTimes(1);
      await act(async () => {
        await vi.advanceTimersByTimeAsync(PAYMENT_RECHECK_DELAYS_MS[0]);
      });
      expect(session.refreshUser).toHaveBeenCalledTimes(2);
      await act(async () => {
        await vi.advanceTimersByTimeAsync(PAYMENT_RECHECK_DELAYS_MS[1]);
      });
      expect(session.refreshUser).toHaveBeenCalledTimes(3);

      const cancelled = renderReturn('/dashboard?payment=cancelled');
      await act(async () => {
        await vi.advanceTimersByTimeAsync(PAYMENT_RECHECK_DELAYS_MS[1]);
      });
      expect(cancelled.session.refreshUser).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('closes the notice and drops the parameter from the address', async () => {
    const { router } = renderReturn('/dashboard?tab=1&payment=success');
    await userEvent.click(
      within(screen.getByRole('status')).getByRole('button', { name: 'Close' }),
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=1');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it.each([
    ['no parameter', '/dashboard'],
    ['an unknown outcome', '/dashboard?payment=maybe'],
  ])('shows no notice and reloads nothing with %s', async (_, entry) => {
    const { session } = renderReturn(entry);
    expect(screen.getByRole('region', { name: 'Your account' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await new Promise((settle) => setTimeout(settle, 20));
    expect(session.refreshUser).not.toHaveBeenCalled();
  });
});
