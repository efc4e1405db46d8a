import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anAdminPayment } from '@academy/contracts/testing';
import type { AcademyDataProvider } from '../../providers/data-provider';
import { apiRefusal, fakeDataProvider, renderInAdmin } from '../../test/admin-harness';
import { RejectPaymentDialog } from './RejectPaymentDialog';

const PAYMENT = anAdminPayment({ id: 'pay-2', amount: 99.5 });

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>open</button>
      <RejectPaymentDialog payment={PAYMENT} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

async function openDialog(rejectPayment: AcademyDataProvider['rejectPayment'] = vi.fn()) {
  renderInAdmin(<Harness />, {
    dataProvider: fakeDataProvider({ rejectPayment }),
    resource: 'payments',
  });
  await userEvent.click(screen.getByRole('button', { name: 'open' }));
  const dialog = await screen.findByRole('dialog', { name: 'Reject payment' });
  return {
    dialog,
    reason: within(dialog).getByRole('textbox', { name: 'Reason (the student sees it)' }),
    reject: within(dialog).getByRole('button', { name: 'Reject' }),
  };
}

describe(RejectPaymentDialog.name, () => {
  it('needs a reason: Reject stays disabled while it is empty or blank', async () => {
    const { dialog, reason, reject } = await openDialog();
    expect(dialog).toHaveTextContent(
      'Reject the payment of $99.50 from anna7@example.com? Nothing is credited.',
    );
    expect(reason).toBeRequired();
    expect(reject).toBeDisabled();
    await userEvent.type(reason, '   ');
    expect(reject).toBeDisabled();
  });

  it('sends the trimmed reason, tells staff, and closes', async () => {
    const rejectPayment = vi.fn().mockResolvedValue({ ...PAYMENT, status: 'rejected' });
    const { reason, reject } = await openDialog(rejectPayment);
    await userEvent.type(reason, '  No transfer with this hash  ');
    await userEvent.click(reject);
    expect(rejectPayment).toHaveBeenCalledWith('pay-2', { reason: 'No transfer with this hash' });
    expect(await screen.findByText('Payment rejected')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('counts the characters against the limit the API applies', async () => {
    const { dialog, reason } = await openDialog();
    await userEvent.type(reason, 'abc');
    expect(within(dialog).getByText('3 / 500')).toBeInTheDocument();
    expect(reason).toHaveAttribute('maxlength', '500');
  });

  it("shows the server's message when the API refuses", async () => {
    const rejectPayment = vi
      .fn()
      .mockRejectedValue(apiRefusal(409, 'CONFLICT', 'Only a pending payment can be rejected'));
    const { dialog, reason, reject } = await openDialog(rejectPayment);
    await userEvent.type(reason, 'Duplicate');
    await userEvent.click(reject);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Only a pending payment can be rejected',
    );
  });
});
