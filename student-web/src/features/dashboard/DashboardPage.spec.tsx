import type { User } from '@academy/contracts';
import { aPublicConfig, aUser } from '@academy/contracts/testing';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router-dom';
import { renderWithProviders } from '../../test/render';
import { DashboardPage } from './DashboardPage';
import { PAYMENT_RECHECK_INTERVAL_MS, PAYMENT_RECHECK_WINDOW_MS } from './use-payment-return';

const confetti = vi.hoisted(() => vi.fn());
vi.mock('canvas-confetti', () => ({ default: confetti }));

const COMMUNITY_URL = 'https://chat.example.com/academy';

function renderDashboard(user: User) {
  renderWithProviders(
    <MemoryRouter>
      <DashboardPage />
    </MemoryRouter>,
    { user, config: aPublicConfig({ communityUrl: COMMUNITY_URL }) },
  );
}

const userCalls = (fetchMock: { mock: { calls: [string, RequestInit?][] } }) =>
  fetchMock.mock.calls.filter(([url]) => url === '/api/user');

const summary = () => screen.getByRole('region', { name: 'Your account' });
const inThreeDays = () => new Date(Date.now() + 3 * 24 * 3600 * 1000).toISOString();

/** The dashboard also reads the student's payments, for staff decisions: none here. */
const NO_PAYMENTS = '/api/payments';
/** And the lessons and books, for the learning and course cards: none here either. */
const NO_LESSONS = '/api/lessons';
const NO_BOOKS = '/api/books';
/** And the certificates, for the congratulations: none here. */
const NO_CERTIFICATES = '/api/certificates';
const background = (url: string) =>
  url === NO_PAYMENTS || url === NO_LESSONS || url === NO_BOOKS || url === NO_CERTIFICATES;
const nothing = (url: string) =>
  new Response(JSON.stringify(url === NO_CERTIFICATES ? [] : { status: 200, data: [] }));

function stubFetch(status: number) {
  const fetchMock = vi.fn((url: string, _init?: RequestInit) =>
    Promise.resolve(
      background(url)
        ? nothing(url)
        : new Response(JSON.stringify({ status, data: aUser({ overdraft: true }) }), { status }),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

// The theme follows '(prefers-color-scheme: dark)' through the same API, so the stub listens too.
function preferReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    media: query,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
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
    renderDashboard(aUser({ balance: 1234.5, course: 'GOLD' }));
    expect(within(summary()).getByText('1,234.50 USD')).toBeInTheDocument();
    expect(within(summary()).getByText('GOLD')).toBeInTheDocument();
  });

  it.each([
    ['No course for an empty course', aUser({ course: '' }), 'No course'],
    ['No course for NONE', aUser({ course: 'NONE' }), 'No course'],
    ['a custom course name as it is', aUser({ course: 'VIP Mentoring' }), 'VIP Mentoring'],
    [
      'Trial while a trial runs',
      aUser({ course: 'SILVER', overdraft: true, overdraft_expires_at: inThreeDays() }),
      'Trial',
    ],
  ])('shows %s', (_, user, shown) => {
    renderDashboard(user);
    expect(within(summary()).getByText(shown)).toBeInTheDocument();
  });

  it('links the five tiles to their sections', () => {
    renderDashboard(aUser());
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
    renderDashboard(aUser());
    const join = screen.getByRole('link', { name: 'Join Now' });
    expect(join).toHaveAttribute('href', COMMUNITY_URL);
    expect(join).toHaveAttribute('target', '_blank');
    expect(join).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('offers the overdraft only while the flag is exactly false', () => {
    renderDashboard(aUser({ overdraft: false }));
    expect(screen.getByRole('heading', { name: 'Overdraft' })).toBeInTheDocument();
    expect(screen.getByText('Trading deposit $500')).toBeInTheDocument();
    expect(screen.getByText('3 days free access')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Activate' })).toBeInTheDocument();
  });

  it('hides the overdraft offer once the flag is set', () => {
    renderDashboard(aUser({ overdraft: true, overdraft_expires_at: inThreeDays() }));
    expect(screen.queryByRole('heading', { name: 'Overdraft' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Activate' })).not.toBeInTheDocument();
  });

  it('activates the trial: congratulations, confetti and a refreshed user', async () => {
    const fetchMock = stubFetch(200);
    renderDashboard(aUser());
    await userEvent.click(screen.getByRole('button', { name: 'Activate' }));

    expect(
      await screen.findByText('Congratulations! You have activated a trial period for $500'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Activate' })).not.toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls.find(([called]) => !background(called))!;
    expect(url).toBe('/api/user/overdraft/7');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('token')).toBe('student-token');
    await waitFor(() => expect(userCalls(fetchMock)).toHaveLength(1));
    await waitFor(() =>
      expect(confetti).toHaveBeenCalledWith({ particleCount: 100, spread: 70, origin: { y: 0.6 } }),
    );
  });

  it('skips the confetti for a user who prefers reduced motion', async () => {
    stubFetch(200);
    preferReducedMotion(true);
    renderDashboard(aUser());
    await userEvent.click(screen.getByRole('button', { name: 'Activate' }));
    expect(await screen.findByText(/Congratulations!/)).toBeInTheDocument();
    await new Promise((settle) => setTimeout(settle, 20));
    expect(confetti).not.toHaveBeenCalled();
  });

  it('only logs a failed activation and keeps the offer', async () => {
    const fetchMock = stubFetch(409);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderDashboard(aUser());
    await userEvent.click(screen.getByRole('button', { name: 'Activate' }));

    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(await screen.findByRole('button', { name: 'Activate' })).toBeEnabled();
    expect(screen.queryByText(/Congratulations!/)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(userCalls(fetchMock)).toEqual([]);
    expect(confetti).not.toHaveBeenCalled();
    logged.mockRestore();
  });

  it('shows the benefits and the six market categories', () => {
    renderDashboard(aUser());
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
  /** GET /api/user answers the given users in turn, then the last one again. */
  function stubUserAnswers(...users: User[]) {
    let calls = 0;
    const fetchMock = vi.fn((url: string, _init?: RequestInit) => {
      if (background(url)) return Promise.resolve(nothing(url));
      const user = users[Math.min(calls, users.length - 1)];
      calls += 1;
      return Promise.resolve(new Response(JSON.stringify({ status: 200, data: user })));
    });
    vi.stubGlobal('fetch', fetchMock);
    return fetchMock;
  }

  function renderReturn(entry: string) {
    const router = createMemoryRouter([{ path: '/dashboard', element: <DashboardPage /> }], {
      initialEntries: [entry],
    });
    renderWithProviders(<RouterProvider router={router} />, { user: aUser() });
    return router;
  }

  it.each([
    ['success', 'Thank you! Your payment was successful.'],
    ['cancelled', 'The payment was cancelled. Nothing was charged.'],
  ])('says what became of the payment (%s) and reloads the user', async (outcome, text) => {
    const fetchMock = stubUserAnswers(aUser());
    renderReturn(`/dashboard?payment=${outcome}`);
    expect(screen.getByRole('status')).toHaveTextContent(text);
    await waitFor(() => expect(userCalls(fetchMock)).toHaveLength(1));
  });

  it('shows the reloaded user', async () => {
    stubUserAnswers(aUser({ balance: 250, course: 'GOLD' }));
    renderReturn('/dashboard?payment=success');
    const summary = screen.getByRole('region', { name: 'Your account' });
    expect(await within(summary).findByText('250.00 USD')).toBeInTheDocument();
    expect(within(summary).getByText('GOLD')).toBeInTheDocument();
  });

  describe('for a confirmation that arrives late', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());
    const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

    it('looks at the user again every few seconds until the window closes', async () => {
      const fetchMock = stubUserAnswers(aUser());
      renderReturn('/dashboard?payment=success');
      await wait(0);
      expect(userCalls(fetchMock)).toHaveLength(1);
      await wait(PAYMENT_RECHECK_INTERVAL_MS);
      expect(userCalls(fetchMock)).toHaveLength(2);
      await wait(PAYMENT_RECHECK_WINDOW_MS * 2);
      expect(userCalls(fetchMock)).toHaveLength(
        1 + PAYMENT_RECHECK_WINDOW_MS / PAYMENT_RECHECK_INTERVAL_MS,
      );
    });

    it('stops looking once the user has changed', async () => {
      const fetchMock = stubUserAnswers(aUser(), aUser(), aUser({ course: 'GOLD' }));
      renderReturn('/dashboard?payment=success');
      await wait(PAYMENT_RECHECK_WINDOW_MS * 2);
      expect(userCalls(fetchMock)).toHaveLength(3);
      expect(screen.getByText('GOLD')).toBeInTheDocument();
    });

    it('looks only once after a cancelled payment, and stops when the notice is closed', async () => {
      const cancelled = stubUserAnswers(aUser());
      renderReturn('/dashboard?payment=cancelled');
      await wait(PAYMENT_RECHECK_WINDOW_MS * 2);
      expect(userCalls(cancelled)).toHaveLength(1);

      cleanup();
      const dismissed = stubUserAnswers(aUser());
      renderReturn('/dashboard?payment=success');
      await wait(0);
      fireEvent.click(within(screen.getByRole('status')).getByRole('button', { name: 'Close' }));
      await wait(PAYMENT_RECHECK_WINDOW_MS * 2);
      expect(userCalls(dismissed)).toHaveLength(1);
    });
  });

  it('closes the notice and drops the parameter from the address', async () => {
    stubUserAnswers(aUser());
    const router = renderReturn('/dashboard?tab=1&payment=success');
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
    const fetchMock = stubUserAnswers(aUser());
    renderReturn(entry);
    expect(screen.getByRole('region', { name: 'Your account' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await new Promise((settle) => setTimeout(settle, 20));
    expect(userCalls(fetchMock)).toEqual([]);
  });
});
