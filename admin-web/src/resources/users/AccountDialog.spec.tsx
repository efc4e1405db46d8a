import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { aUser } from '@academy/contracts/testing';
import type { Locale } from '@academy/domain';
import { apiRefusal, fakeDataProvider, renderInAdmin } from '../../test/admin-harness';
import { AccountDialog } from './AccountDialog';

const USER = aUser({ id: 7, email: 'anna@example.com', contact: '+7 912 345 67 89' });

function renderDialog(update = vi.fn().mockResolvedValue({ data: USER }), locale: Locale = 'en') {
  const onClose = vi.fn();
  const dataProvider = fakeDataProvider({ update });
  renderInAdmin(<AccountDialog user={USER} open onClose={onClose} />, { dataProvider, locale });
  return { update, onClose };
}

/** The API's answer to a taken e-mail, as the users resource sends it. */
const emailTaken = () => apiRefusal(409, 'EMAIL_TAKEN', 'A user with this email already exists');

/** The API's 400 for one field, with the shared rule's verdict beside its English sentence. */
const fieldRefused = (field: string, code: string, message: string) =>
  new HttpError('Validation failed', 400, {
    statusCode: 400,
    code: 'VALIDATION_FAILED',
    message: 'Validation failed',
    errors: [{ field, code, message }],
  });

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
    const { onClose } = renderDialog(vi.fn().mockRejectedValue(emailTaken()));
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

  it("shows a field the API refused with the rule's text, and clears it once edited", async () => {
    const refused = fieldRefused('contact', 'PHONE_INVALID', 'Please enter a valid phone number');
    const { onClose } = renderDialog(vi.fn().mockRejectedValue(refused));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const phone = screen.getByRole('textbox', { name: 'Phone' });
    expect(await screen.findByText('Please enter a valid phone number')).toBeInTheDocument();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.type(phone, '0');
    expect(phone).toHaveAttribute('aria-invalid', 'false');
  });

  describe('in Russian', () => {
    it("checks the registration's rules in the student app's words", async () => {
      const { update } = renderDialog(undefined, 'ru');
      await userEvent.clear(screen.getByRole('textbox', { name: 'Имя' }));
      const email = screen.getByRole('textbox', { name: 'Эл. почта' });
      await userEvent.clear(email);
      await userEvent.clear(screen.getByRole('textbox', { name: 'Телефон' }));
      await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
      expect(screen.getByText('Введите имя')).toBeInTheDocument();
      expect(screen.getByText('Введите адрес эл. почты')).toBeInTheDocument();
      expect(screen.getByText('Введите номер телефона')).toBeInTheDocument();
      await userEvent.type(email, 'not-an-address');
      expect(screen.getByText('Введите корректный адрес эл. почты')).toBeInTheDocument();
      expect(update).not.toHaveBeenCalled();
    });

    it("says that the e-mail is taken in Russian, not in the API's English", async () => {
      renderDialog(vi.fn().mockRejectedValue(emailTaken()), 'ru');
      const email = screen.getByRole('textbox', { name: 'Эл. почта' });
      await userEvent.clear(email);
      await userEvent.type(email, 'boris@example.com');
      await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
      expect(await screen.findByText('Эта эл. почта уже зарегистрирована')).toBeInTheDocument();
      expect(screen.queryByText('A user with this email already exists')).not.toBeInTheDocument();
      expect(email).toHaveAttribute('aria-invalid', 'true');
    });

    it("translates a field the API refused by its rule's code", async () => {
      const refused = fieldRefused('username', 'FIRST_NAME_REQUIRED', 'First name is required');
      renderDialog(vi.fn().mockRejectedValue(refused), 'ru');
      await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
      expect(await screen.findByText('Введите имя')).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: 'Имя' })).toHaveAttribute('aria-invalid', 'true');
    });
  });
});
