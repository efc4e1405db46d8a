import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { aUser } from '@academy/contracts/testing';
import { fakeDataProvider, renderInAdmin } from '../../test/admin-harness';
import { AccountDialog } from './AccountDialog';

const USER = aUser({ id: 7, email: 'anna@example.com', contact: '+7 912 345 67 89' });

function renderDialog(update = vi.fn().mockResolvedValue({ data: USER })) {
  const onClose = vi.fn();
  const dataProvider = fakeDataProvider({ update });
  renderInAdmin(<AccountDialog user={USER} open onClose={onClose} />, { dataProvider });
  return { update, onClose };
}

describe(AccountDialog.name, () => {
  it('fills in the account and sends the edited fields to the users resource', async () => {
    const { update, onClose } = renderDialog();
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveValue('anna@example.com');
    await userEvent.clear(email);
    await userEvent.type(email, 'anna.new@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(update).toHaveBeenCalledWith(
      'users',
      expect.objectContaining({
        id: 7,
        data: expect.objectContaining({ email: 'anna.new@example.com' }) as unknown,
        previousData: USER,
      }),
    );
    expect(await screen.findByText('Account saved')).toBeInTheDocument();
  });

  it("checks the registration's rules before sending anything", async () => {
    const { update } = renderDialog();
    await userEvent.clear(screen.getByRole('textbox', { name: 'First Name' }));
    const email = screen.getByRole('textbox', { name: 'Email' });
    await userEvent.clear(email);
    await userEvent.type(email, 'not-an-address');
    const phone = screen.getByRole('textbox', { name: 'Phone' });
    await userEvent.clear(phone);
    await userEvent.type(phone, '+7 912');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid phone number')).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();
  });

  it('shows a taken e-mail on its field and stays open', async () => {
    const taken = new HttpError('A user with this email already exists', 409, {});
    const { onClose } = renderDialog(vi.fn().mockRejectedValue(taken));
    const email = screen.getByRole('textbox', { name: 'Email' });
    await userEvent.clear(email);
    await userEvent.type(email, 'boris@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A user with this email already exists')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(onClose).not.toHaveBeenCalled();
  });

  it("reports any other failure as 'Error updating account'", async () => {
    const { onClose } = renderDialog(vi.fn().mockRejectedValue(new HttpError('down', 503, {})));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Error updating account')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });
});
