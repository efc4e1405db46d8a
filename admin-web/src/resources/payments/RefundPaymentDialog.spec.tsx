import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { anAdminPayment } from '@academy/contracts/testing';
import type { AcademyDataProvider } from '../../providers/data-provider';
import { fakeDataProvider, renderInAdmin } from '../../test/admin-harness';
import { RefundPaymentDialog } from './RefundPaymentDialog';

const PAYMENT = anAdminPayment({
  id: 'pay-3',
  status: 'paid',
  kind: 'topup',
  tier: null,
  amount: 500,
});

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>open</button>
      <RefundPaymentDialog payment={PAYMENT} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

async function openDialog(refundPayment: AcademyDataProvider['refundPayment'] = vi.fn()) {
  renderInAdmin(<Harness />, {
    dataProvider: fakeDataProvider({ refundPayment }),
    resource: 'payments',
  });
  await userEvent.click(screen.getByRole('button', { name: 'open' }));
  const dialog = await screen.findByRole('dialog', { name: 'Refund payment' });
  return {
    dialog,
    reason: within(dialog).getByRole('textbox', { name: 'Reason' }),
    reverse: within(dialog).getByRole('checkbox', {
      name: 'Reverse the credit (take back the top-up or the course)',
    }),
    refund: within(dialog).getByRole('button', { name: 'Refund' }),
  };
}

describe(RefundPaymentDialog.name, () => {
  it('reverses the credit by default and needs a reason', async () => {
    const { dialog, reverse, refund } = await openDialog();
    expect(dialog).toHaveTextContent('Refund the payment of $500.00 from anna7@example.com?');
    expect(reverse).toBeChecked();
    expect(refund).toBeDisabled();
  });

  it('sends the reason with the credit reversed, tells staff, and closes', async () => {
    const refundPayment = vi.fn().mockResolvedValue({ ...PAYMENT, status: 'refunded' });
    const { reason, refund } = await openDialog(refundPayment);
    await userEvent.type(reason, 'Asked for it back');
    await userEvent.click(refund);
    expect(refundPayment).toHaveBeenCalledWith('pay-3', {
      reason: 'Asked for it back',
      reverseCredit: true,
    });
    expect(await screen.findByText('Payment refunded')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('leaves the credit with the student when the box is unticked', async () => {
    const refundPayment = vi.fn().mockResolvedValue({ ...PAYMENT, status: 'refunded' });
    const { reason, reverse, refund } = await openDialog(refundPayment);
    await userEvent.click(reverse);
    await userEvent.type(reason, 'Goodwill');
    await userEvent.click(refund);
    expect(refundPayment).toHaveBeenCalledWith('pay-3', {
      reason: 'Goodwill',
      reverseCredit: false,
    });
  });

  it('shows how much balance is missing when the API refuses, and changes nothing', async () => {
    const refundPayment = vi
      .fn()
      .mockRejectedValue(
        new HttpError('The balance is $120.00 short of taking back this top-up', 409),
      );
    const { dialog, reason, refund } = await openDialog(refundPayment);
    await userEvent.type(reason, 'Chargeback');
    await userEvent.click(refund);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The balance is $120.00 short of taking back this top-up',
    );
    expect(screen.queryByText('Payment refunded')).toBeNull();
    expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toHaveValue('Chargeback');
  });
});
