import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anAdminPayment } from '@academy/contracts/testing';
import type { AcademyDataProvider } from '../../providers/data-provider';
import { apiRefusal, fakeDataProvider, renderInAdmin } from '../../test/admin-harness';
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
        apiRefusal(409, 'CONFLICT', 'The balance is $120.00 short of taking back this top-up'),
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

  it("says why in Russian when the API refuses, not in the API's English", async () => {
    const refundPayment = vi
      .fn()
      .mockRejectedValue(
        apiRefusal(409, 'CONFLICT', 'The balance is $120.00 short of taking back this top-up'),
      );
    renderInAdmin(<Harness />, {
      dataProvider: fakeDataProvider({ refundPayment }),
      resource: 'payments',
      locale: 'ru',
    });
    await userEvent.click(screen.getByRole('button', { name: 'open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Возврат платежа' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Причина' }), 'Chargeback');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Вернуть' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Возврат отклонён, ничего не изменено',
    );
  });
});
