import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, json, stubApi } from '../../../test/api-stub';
import { renderWithProviders } from '../../../test/render';
import { PasswordForm } from './PasswordForm';

const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });

async function fill(current: string, next: string, confirmation: string) {
  if (current) await userEvent.type(field('Current password'), current);
  if (next) await userEvent.type(field('New password'), next);
  if (confirmation) await userEvent.type(field('Confirm new password'), confirmation);
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

describe(PasswordForm.name, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('checks the fields with the registration rules before sending anything', async () => {
    const fetchMock = stubApi();
    renderWithProviders(<PasswordForm />);
    await fill('', 'weak', 'other');
    expect(field('Current password')).toHaveAccessibleDescription(
      'Please enter your current password',
    );
    expect(field('New password')).toHaveAccessibleDescription(
      'Password must be at least 8 characters long',
    );
    expect(field('Confirm new password')).toHaveAccessibleDescription('Passwords do not match');
    expect(callsTo(fetchMock, 'PUT /user/password')).toHaveLength(0);
  });

  it('sends the current and the new password, then says the other devices were signed out', async () => {
    const fetchMock = stubApi({
      'PUT /user/password': () => json({ message: 'Your password has been changed' }),
    });
    renderWithProviders(<PasswordForm />);
    await fill('Str0ng!pass', 'N3w!password', 'N3w!password');
    expect(
      await screen.findByText(
        'Your password has been changed. Your other devices have been signed out.',
      ),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT /user/password')).toEqual([
      { currentPassword: 'Str0ng!pass', newPassword: 'N3w!password' },
    ]);
    expect(field('Current password')).toHaveValue('');
  });

  it('says so when the current password is wrong', async () => {
    stubApi({
      'PUT /user/password': () =>
        json(
          {
            statusCode: 400,
            code: 'CURRENT_PASSWORD_INVALID',
            message: 'The current password is incorrect',
          },
          400,
        ),
    });
    renderWithProviders(<PasswordForm />);
    await fill('Wr0ng!pass', 'N3w!password', 'N3w!password');
    expect(await screen.findByText('The current password is incorrect')).toBeInTheDocument();
  });

  it('asks to wait once the account is locked', async () => {
    stubApi({
      'PUT /user/password': () =>
        json({ statusCode: 429, code: 'TOO_MANY_REQUESTS', message: 'Too many' }, 429),
    });
    renderWithProviders(<PasswordForm />);
    await fill('Wr0ng!pass', 'N3w!password', 'N3w!password');
    expect(
      await screen.findByText('Too many attempts. Please try again later.'),
    ).toBeInTheDocument();
  });
});
