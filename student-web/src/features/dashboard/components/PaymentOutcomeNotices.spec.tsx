import type { PaymentRecord } from '@academy/contracts';
import { aPaymentRecord, aUser } from '@academy/contracts/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { json, stubApi } from '../../../test/api-stub';
import { renderWithProviders } from '../../../test/render';
import { DashboardPage } from '../DashboardPage';
import { PaymentOutcomeNotices } from './PaymentOutcomeNotices';

const CONFIRMED = aPaymentRecord({
  id: 'pay-confirmed',
  provider: 'manual',
  method: 'crypto',
  tier: 'GOLD',
  amount: 250,
  status: 'paid',
  reference: '0xabc',
  noticePending: true,
});
const REJECTED = aPaymentRecord({
  id: 'pay-rejected',
  provider: 'manual',
  method: 'p2p',
  kind: 'topup',
  tier: null,
  amount: 150,
  status: 'rejected',
  reference: 'Anna Petrova',
  statusReason: 'No transfer from this sender reached our account.',
  noticePending: true,
  paid_at: null,
});

/**
 * The API as the dashboard meets it: GET /payments answers the list, and a payment's
 * notice-seen clears its flag there, as the server does.
 */
function stubPaymentsApi(payments: PaymentRecord[], { seenFails = false } = {}) {
  let list = payments;
  const seen: string[] = [];
  const handlers: Parameters<typeof stubApi>[0] = {
    'GET /payments': () => json({ status: 200, data: list }),
    'GET /user': () => json({ status: 200, data: aUser({ course: 'GOLD' }) }),
  };
  for (const payment of payments) {
    handlers[`POST /payments/${payment.id}/notice-seen`] = () => {
      seen.push(payment.id);
      if (seenFails) return json({ statusCode: 503, message: 'Unavailable' }, 503);
      list = list.map((each) =>
        each.id === payment.id ? { ...each, noticePending: false } : each,
      );
      return new Response(null, { status: 204 });
    };
  }
  const fetchMock = stubApi(handlers);
  return { fetchMock, seen };
}

function renderDashboard() {
  return renderWithProviders(
    <MemoryRouter>
      <DashboardPage />
    </MemoryRouter>,
    { user: aUser({ course: 'NONE' }) },
  );
}

const notice = (text: RegExp) =>
  screen.findByText(text, { selector: '.MuiAlert-message, .MuiAlert-message *' });

beforeEach(() => {
  localStorage.setItem('token', JSON.stringify('student-token'));
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe(PaymentOutcomeNotices.name, () => {
  it('tells the student once that a payment was confirmed, and reloads their course', async () => {
    const { fetchMock, seen } = stubPaymentsApi([CONFIRMED]);
    const { unmount, queryClient } = renderDashboard();

    const alert = (await notice(/was confirmed/)).closest('[role="status"]') as HTMLElement;
    expect(alert).toHaveTextContent('Your payment of $250.00 for GOLD was confirmed.');
    await waitFor(() => expect(seen).toEqual(['pay-confirmed']));
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([url]) => url === '/api/user')).toHaveLength(1),
    );
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'Your account' })).getByText('GOLD'),
      ).toBeInTheDocument(),
    );

    // Still shown after the list has been read again without the flag, until dismissed.
    await queryClient.refetchQueries({ queryKey: ['user', 'payments'] });
    expect(alert).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Close' }));
    expect(screen.queryByText(/was confirmed/)).not.toBeInTheDocument();
    unmount();

    renderDashboard();
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([url]) => url === '/api/payments')).toHaveLength(3),
    );
    expect(screen.queryByText(/was confirmed/)).not.toBeInTheDocument();
    expect(seen).toEqual(['pay-confirmed']);
  });

  it('names a rejected top-up with the reason staff gave', async () => {
    const { fetchMock, seen } = stubPaymentsApi([REJECTED]);
    renderDashboard();
    const alert = (await notice(/was rejected/)).closest('[role="status"]') as HTMLElement;
    expect(alert).toHaveTextContent(
      'Your payment of $150.00 for Balance top-up was rejected.' +
        'Reason: No transfer from this sender reached our account.',
    );
    await waitFor(() => expect(seen).toEqual(['pay-rejected']));
    // Nothing was credited, so the user needs no reload.
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/user')).toHaveLength(0);
  });

  it('says nothing of payments without a pending notice or still pending', async () => {
    const { seen } = stubPaymentsApi([
      { ...CONFIRMED, noticePending: false },
      aPaymentRecord({ id: 'pay-waiting', status: 'pending', noticePending: false }),
    ]);
    const { queryClient } = renderDashboard();
    await waitFor(() => expect(queryClient.getQueryData(['user', 'payments'])).toHaveLength(2));
    expect(screen.queryByText(/was confirmed|was rejected/)).not.toBeInTheDocument();
    expect(seen).toEqual([]);
  });

  it('tries again on dismissal when the server did not record the notice as seen', async () => {
    const { seen } = stubPaymentsApi([REJECTED], { seenFails: true });
    renderDashboard();
    const alert = (await notice(/was rejected/)).closest('[role="status"]') as HTMLElement;
    await waitFor(() => expect(seen).toEqual(['pay-rejected']));
    await waitFor(() => expect(console.warn).toHaveBeenCalled());
    await userEvent.click(within(alert).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(seen).toEqual(['pay-rejected', 'pay-rejected']));
  });
});
