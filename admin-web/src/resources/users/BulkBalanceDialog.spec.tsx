import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BulkTarget } from '@academy/contracts';
import { BulkBalanceDialog } from './BulkBalanceDialog';
import { fakeDataProvider, renderInAdmin } from '../../test/admin-harness';

function renderDialog(target: BulkTarget, calls: Parameters<typeof fakeDataProvider>[0]) {
  const onDone = vi.fn();
  const onClose = vi.fn();
  renderInAdmin(<BulkBalanceDialog target={target} open onClose={onClose} onDone={onDone} />, {
    dataProvider: fakeDataProvider(calls),
  });
  return { onDone, onClose };
}

const amountField = () => screen.getByRole('textbox', { name: 'Amount (USD)' });

describe(BulkBalanceDialog.name, () => {
  it('adds $50 to three users after confirming how many users and how much money', async () => {
    const previewBulkBalance = vi.fn().mockResolvedValue({ count: 3, totalChange: 150 });
    const bulkBalance = vi.fn().mockResolvedValue({
      succeeded: 3,
      failed: 0,
      results: [1, 2, 3].map((id) => ({ id, ok: true, before: 0, after: 50 })),
    });
    const { onDone } = renderDialog({ ids: [1, 2, 3] }, { previewBulkBalance, bulkBalance });

    expect(screen.getByRole('radio', { name: 'Add' })).toBeChecked();
    await userEvent.type(amountField(), '50');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    expect(previewBulkBalance).toHaveBeenCalledWith({ ids: [1, 2, 3], mode: 'add', amount: 50 });
    expect(
      await screen.findByText('Change the balance of 3 users by $150.00 in total?'),
    ).toBeVisible();
    expect(bulkBalance).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(bulkBalance).toHaveBeenCalledWith({ ids: [1, 2, 3], mode: 'add', amount: 50 });
    expect(await screen.findByText('Balances changed: 3')).toBeVisible();
    expect(screen.queryByText(/Not changed/)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onDone).toHaveBeenCalled();
  });

  it('sets every balance matching a search and lists each failure with its message', async () => {
    const previewBulkBalance = vi.fn().mockResolvedValue({ count: 1, totalChange: -20.5 });
    const bulkBalance = vi.fn().mockResolvedValue({
      succeeded: 1,
      failed: 2,
      results: [
        { id: 4, ok: true, before: 30.5, after: 10 },
        { id: 5, ok: false, message: 'User not found' },
        { id: 6, ok: false, message: 'Balance is too large' },
      ],
    });
    renderDialog({ filter: { q: 'example.org' } }, { previewBulkBalance, bulkBalance });

    await userEvent.click(screen.getByRole('radio', { name: 'Set to' }));
    await userEvent.type(amountField(), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(previewBulkBalance).toHaveBeenCalledWith({
      filter: { q: 'example.org' },
      mode: 'set',
      amount: 10,
    });
    expect(
      await screen.findByText('Change the balance of 1 user by -$20.50 in total?'),
    ).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Balances changed: 1')).toBeVisible();
    expect(screen.getByText('Not changed: 2')).toBeVisible();
    expect(screen.getByText('User 5: User not found')).toBeVisible();
    expect(screen.getByText('User 6: Balance is too large')).toBeVisible();
    expect(screen.queryByText(/User 4:/)).not.toBeInTheDocument();
  });

  it('goes Back from the confirmation to change the amount', async () => {
    const previewBulkBalance = vi.fn().mockResolvedValue({ count: 2, totalChange: 20 });
    renderDialog({ ids: [1, 2] }, { previewBulkBalance });
    await userEvent.type(amountField(), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText(/Change the balance of 2 users/);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(amountField()).toHaveValue('10');
  });

  it('accepts a negative amount to add, but not to set', async () => {
    renderDialog({ ids: [1] }, {});
    await userEvent.type(amountField(), '-25.5');
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    await userEvent.click(screen.getByRole('radio', { name: 'Set to' }));
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(
      screen.getByText('Enter an amount of 0 or more with at most two decimals'),
    ).toBeVisible();
  });

  it('Cancel closes without asking the server', async () => {
    const previewBulkBalance = vi.fn();
    const { onClose } = renderDialog({ ids: [1] }, { previewBulkBalance });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    await waitFor(() => expect(previewBulkBalance).not.toHaveBeenCalled());
  });
});
