import { aPaymentRecord, aUser } from '@academy/contracts/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '../../i18n';
import { callsTo, json, stubApi } from '../../test/api-stub';
import { renderWithProviders } from '../../test/render';
import { PendingPaymentsCard } from './PendingPaymentsCard';

const manual = aPaymentRecord({
  id: '00000000-0000-4000-8000-0000000000aa',
  provider: 'manual',
  method: 'p2p',
  tier: 'GOLD',
  amount: 250,
  status: 'pending',
  paid_at: null,
});
const card = aPaymentRecord({
  id: '00000000-0000-4000-8000-0000000000bb',
  kind: 'topup',
  tier: null,
  amount: 1500,
  status: 'pending',
  paid_at: null,
});

function stub(payments = [manual, card], notice = { en: null, ru: null } as object) {
  let list = payments;
  return stubApi({
    'GET /payments': () => json({ status: 200, data: list }),
    'GET /payments/review-notice': () => json(notice),
    [`POST /payments/${manual.id}/cancel`]: () => {
      list = list.filter((payment) => payment.id !== manual.id);
      return json({ ...manual, status: 'cancelled' });
    },
  });
}

const render = () => renderWithProviders(<PendingPaymentsCard />, { user: aUser() });

describe('PendingPaymentsCard', () => {
  it('shows each pending payment: status, amount, what for, method and what happens next', async () => {
    stub();
    render();
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    const [first, second] = items;
    expect(first).toHaveTextContent('Awaiting review');
    expect(first).toHaveTextContent('$250.00');
    expect(first).toHaveTextContent('GOLD course');
    expect(first).toHaveTextContent('P2P/IBAN');
    expect(first).toHaveTextContent(/usually within one working day/);
    expect(second).toHaveTextContent('Pending');
    expect(second).toHaveTextContent('$1,500.00');
    expect(second).toHaveTextContent('Balance top-up');
    expect(second).toHaveTextContent(/card checkout has not been completed/);
    // Only a payment sent with "I have paid" can be taken back here.
    expect(within(second).queryByRole('button')).toBeNull();
  });

  it("shows staff's own words about the review when they have written some", async () => {
    stub([manual], { en: 'Checked within 2 hours, 9:00–21:00.', ru: 'За 2 часа.' });
    render();
    expect(await screen.findByText('Checked within 2 hours, 9:00–21:00.')).toBeInTheDocument();
  });

  it('cancels a manual payment only after asking', async () => {
    const api = stub();
    render();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Cancel the $250.00 payment' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Cancel this payment?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(callsTo(api, `POST /payments/${manual.id}/cancel`)).toHaveLength(0);

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Cancel the $250.00 payment' }));
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel payment' }),
    );
    expect(await screen.findByText('The payment has been cancelled.')).toBeInTheDocument();
    expect(callsTo(api, `POST /payments/${manual.id}/cancel`)).toHaveLength(1);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
  });

  it('says in Russian that a paid payment is being checked, not awaiting payment', async () => {
    await i18n.changeLanguage('ru');
    stub([manual]);
    render();
    const [item] = await screen.findAllByRole('listitem');
    expect(item).toHaveTextContent('На проверке');
    expect(item).not.toHaveTextContent('Ожидает оплаты');
  });

  it('renders nothing without a pending payment', async () => {
    const api = stub([aPaymentRecord({ status: 'paid' })]);
    const { container } = render();
    await waitFor(() => expect(callsTo(api, 'GET /payments')).toHaveLength(1));
    expect(container).toBeEmptyDOMElement();
  });
});
