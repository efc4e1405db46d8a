import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anAdminPayment } from '@academy/contracts/testing';
import type { AcademyDataProvider } from '../../providers/data-provider';
import { apiRefusal, fakeDataProvider, renderInAdmin } from '../../test/admin-harness';
import { ConfirmPaymentDialog } from './ConfirmPaymentDialog';

const PAYMENT = anAdminPayment({ id: 'pay-1', amount: 250, tier: 'GOLD' });

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>open</button>
      <ConfirmPaymentDialog payment={PAYMENT} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

async function openDialog(confirmPayment: AcademyDataProvider['confirmPayment']) {
  renderInAdmin(<Harness />, {
    dataProvider: fakeDataProvider({ confirmPayment }),
    resource: 'payments',
  });
  await userEvent.click(screen.getByRole('button', { name: 'open' }));
  return screen.findByRole('dialog', { name: 'Confirm payment' });
}

describe(ConfirmPaymentDialog.name, () => {
  it('asks whether the money arrived, naming the amount, the student and what they get', async () => {
    const dialog = await openDialog(vi.fn());
    expect(dialog).toHaveTextContent(
      'Has $250.00 from anna7@example.com arrived? Confirming marks the payment paid and gives the student GOLD at once.',
    );
  });

  it('confirms once asked, tells staff, and closes', async () => {
    const confirmPayment = vi.fn().mockResolvedValue({ ...PAYMENT, status: 'paid' });
    const dialog = await openDialog(confirmPayment);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(confirmPayment).toHaveBeenCalledWith('pay-1');
    expect(await screen.findByText('Payment confirmed')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("keeps the dialog open with the server's message when the API refuses", async () => {
    const confirmPayment = vi
      .fn()
      .mockRejectedValue(apiRefusal(409, 'CONFLICT', 'The payment was already rejected'));
    const dialog = await openDialog(confirmPayment);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The payment was already rejected',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText('Payment confirmed')).toBeNull();
  });
});
