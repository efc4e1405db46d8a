import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aUser } from '@academy/contracts/testing';
import { BalanceDialog } from './BalanceDialog';
import { fakeDataProvider, renderInAdmin } from '../../test/admin-harness';

/** The dialog as the balance cell uses it: a pencil opens it, closing hides it. */
function Harness({ balance }: { balance: number }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>pencil</button>
      <BalanceDialog user={{ id: 7, balance }} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

const amountField = () => screen.getByRole('textbox', { name: 'Balance (USD)' });
const saveButton = () => screen.getByRole('button', { name: 'Save' });
const reasonField = () => screen.getByRole('textbox', { name: 'Reason' });
const REASON = 'Goodwill credit';

describe(BalanceDialog.name, () => {
  it('opens with the current balance prefilled', async () => {
    renderInAdmin(<Harness balance={120.5} />);
    await userEvent.click(screen.getByRole('button', { name: 'pencil' }));
    expect(await screen.findByRole('dialog', { name: 'Change balance of user 7' })).toBeVisible();
    expect(amountField()).toHaveValue('120.50');
  });

  it('sends the change from the balance it showed, never the typed balance, and closes once saved', async () => {
    const adjustBalance = vi.fn().mockResolvedValue(aUser({ id: 7, balance: 250.75 }));
    renderInAdmin(<Harness balance={120.5} />, {
      dataProvider: fakeDataProvider({ adjustBalance }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'pencil' }));
    await userEvent.clear(amountField());
    await userEvent.type(amountField(), '250.75');
    await userEvent.type(reasonField(), REASON);
    expect(screen.getByText('Adds $130.25 to the balance as it is when saved')).toBeVisible();
    await userEvent.click(saveButton());

    expect(adjustBalance).toHaveBeenCalledWith(
      7,
      { amount: 130.25, reason: REASON },
      expect.any(String),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('sends a lower balance as a negative change', async () => {
    const adjustBalance = vi.fn().mockResolvedValue(aUser({ id: 7, balance: 0.1 }));
    renderInAdmin(<Harness balance={0.3} />, {
      dataProvider: fakeDataProvider({ adjustBalance }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'pencil' }));
    await userEvent.clear(amountField());
    await userEvent.type(amountField(), '0.1');
    await userEvent.type(reasonField(), REASON);
    expect(screen.getByText('Subtracts $0.20 from the balance as it is when saved')).toBeVisible();
    await userEvent.click(saveButton());
    expect(adjustBalance).toHaveBeenCalledWith(
      7,
      { amount: -0.2, reason: REASON },
      expect.any(String),
    );
  });

  it('sends a new Idempotency-Key for each opening of the dialog', async () => {
    const adjustBalance = vi.fn().mockResolvedValue(aUser({ id: 7, balance: 1 }));
    renderInAdmin(<Harness balance={0} />, { dataProvider: fakeDataProvider({ adjustBalance }) });
    for (let opening = 0; opening < 2; opening += 1) {
      await userEvent.click(screen.getByRole('button', { name: 'pencil' }));
      await userEvent.clear(amountField());
      await userEvent.type(amountField(), '1');
      await userEvent.type(reasonField(), REASON);
      await userEvent.click(saveButton());
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    }
    const [first, second] = adjustBalance.mock.calls.map((call) => call[2] as string);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).not.toBe(first);
  });

  it('keeps Save disabled while the balance is unchanged', async () => {
    renderInAdmin(<Harness balance={120.5} />);
    await userEvent.click(screen.getByRole('button', { name: 'pencil' }));
    expect(screen.getByText('No change')).toBeVisible();
    expect(saveButton()).toBeDisabled();
  });

  it('Cancel throws the typed value away: the next opening shows the balance again', async () => {
    renderInAdmin(<Harness balance={120.5} />);
    await userEvent.click(screen.getByRole('button', { name: 'pencil' }));
    await userEvent.clear(amountField());
    await userEvent.type(amountField(), '999');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'pencil' }));
    expect(amountField()).toHaveValue('120.50');
  });

  it.each([
    ['letters', 'abc'],
    ['three decimals', '10.005'],
    ['a negative amount', '-5'],
    ['an exponent', '1e3'],
  ])('keeps Save disabled with a message for %s', async (_case, typed) => {
    renderInAdmin(<Harness balance={0} />);
    await userEvent.click(screen.getByRole('button', { name: 'pencil' }));
    await userEvent.clear(amountField());
    await userEvent.type(amountField(), typed);
    expect(saveButton()).toBeDisabled();
    expect(
      screen.getByText('Enter an amount of 0 or more with at most two decimals'),
    ).toBeVisible();
  });

  it('keeps Save disabled until a reason is given', async () => {
    renderInAdmin(<Harness balance={10} />);
    await userEvent.click(screen.getByRole('button', { name: 'pencil' }));
    await userEvent.clear(amountField());
    await userEvent.type(amountField(), '15');
    expect(reasonField()).toBeRequired();
    expect(saveButton()).toBeDisabled();
    await userEvent.type(reasonField(), REASON);
    expect(saveButton()).toBeEnabled();
  });

  it('keeps Save disabled while the field is empty', async () => {
    renderInAdmin(<Harness balance={0} />);
    await userEvent.click(screen.getByRole('button', { name: 'pencil' }));
    await userEvent.clear(amountField());
    expect(saveButton()).toBeDisabled();
  });

  it("shows 'Error updating balance' in the red banner when the API refuses", async () => {
    const adjustBalance = vi.fn().mockRejectedValue(new Error('409'));
    renderInAdmin(<Harness balance={10} />, {
      dataProvider: fakeDataProvider({ adjustBalance }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'pencil' }));
    await userEvent.clear(amountField());
    await userEvent.type(amountField(), '5');
    await userEvent.type(reasonField(), REASON);
    await userEvent.click(saveButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Error updating balance');
  });
});
