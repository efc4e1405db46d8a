import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aUser } from '@academy/contracts/testing';
import { BalanceDialog } from './BalanceDialog';
import { fakeDataProvider, renderInAdmin } from './testing';

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

describe(BalanceDialog.name, () => {
  it('opens with the current balance prefilled', async () => {
    renderInAdmin(<Harness balance={120.5} />);
    await userEvent.click(screen.getByRole('button', { name: 'pencil' }));
    expect(await screen.findByRole('dialog', { name: 'Change balance of user 7' })).toBeVisible();
    expect(amountField()).toHaveValue('120.50');
    expect(saveButton()).toBeEnabled();
  });

  it('sends the typed amount as a number and closes once saved', async () => {
    const setBalance = vi.fn().mockResolvedValue(aUser({ id: 7, balance: 250.75 }));
    renderInAdmin(<Harness balance={120.5} />, {
      dataProvider: fakeDataProvider({ setBalance }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'pencil' }));
    await userEvent.clear(amountField());
    await userEvent.type(amountField(), '250.75');
    await userEvent.click(saveButton());

    expect(setBalance).toHaveBeenCalledWith(7, 250.75);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
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

  it('keeps Save disabled while the field is empty', async () => {
    renderInAdmin(<Harness balance={0} />);
    await userEvent.click(screen.getByRole('button', { name: 'pencil' }));
    await userEvent.clear(amountField());
    expect(saveButton()).toBeDisabled();
  });

  it("shows 'Error updating balance' in the red banner when the API refuses", async () => {
    const setBalance = vi.fn().mockRejectedValue(new Error('500'));
    renderInAdmin(<Harness balance={10} />, { dataProvider: fakeDataProvider({ setBalance }) });
    await userEvent.click(screen.getByRole('button', { name: 'pencil' }));
    await userEvent.click(saveButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Error updating balance');
  });
});
