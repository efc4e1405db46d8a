import { aUser } from '@academy/contracts/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { renderWithProviders } from '../../../test/render';
import { AccountSummary } from './AccountSummary';

function CurrentAddress() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{pathname + search}</output>;
}

const renderSummary = () => {
  const user = aUser({ balance: 1234.5, course: 'GOLD' });
  renderWithProviders(
    <MemoryRouter initialEntries={['/dashboard']}>
      <AccountSummary user={user} />
      <CurrentAddress />
    </MemoryRouter>,
    { user },
  );
  return { card: within(screen.getByRole('region', { name: 'Your account' })) };
};

describe(AccountSummary.name, () => {
  it('shows the balance in USD with its digits grouped, and the course', () => {
    const { card } = renderSummary();
    expect(card.getByText('1,234.50 USD')).toBeInTheDocument();
    expect(card.getByText('GOLD')).toBeInTheDocument();
  });

  it('opens the top-up dialog, whose Continue puts the amount in the address', async () => {
    const { card } = renderSummary();
    await userEvent.click(card.getByRole('button', { name: 'Top Up' }));
    const dialog = await screen.findByRole('dialog', { name: 'Top Up Balance' });
    await userEvent.click(within(dialog).getByRole('button', { name: '$200' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(screen.queryByRole('dialog', { name: 'Top Up Balance' })).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(
      '/dashboard?course=topup&price=200',
    );
  });

  it('opens the configured Trading Desk in a new tab', () => {
    const { card } = renderSummary();
    const desk = card.getByRole('link', { name: 'Trading Desk' });
    expect(desk).toHaveAttribute('href', 'https://desk.example');
    expect(desk).toHaveAttribute('target', '_blank');
    expect(desk).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
