import { aUser } from '@academy/contracts/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, json, stubApi } from '../../../test/api-stub';
import { renderWithProviders } from '../../../test/render';
import { EmailForm } from './EmailForm';

const field = () => screen.getByLabelText('New email', { selector: 'input' });
const passwordField = () => screen.getByLabelText('Current password', { selector: 'input' });
const CURRENT_PASSWORD = 'Str0ng!pass';

async function ask(email: string, currentPassword = CURRENT_PASSWORD) {
  await userEvent.type(field(), email);
  if (currentPassword) await userEvent.type(passwordField(), currentPassword);
  await userEvent.click(screen.getByRole('button', { name: 'Change email' }));
}

describe(EmailForm.name, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows an address waiting for confirmation', () => {
    stubApi();
    renderWithProviders(<EmailForm user={aUser({ pending_email: 'new.box@example.com' })} />);
    expect(
      screen.getByText(
        'new.box@example.com is waiting for confirmation: open the link we sent there.',
      ),
    ).toBeInTheDocument();
  });

  it('asks for a confirmation link and says where it went', async () => {
    const fetchMock = stubApi({
      'POST /user/email': () => json({ message: 'sent' }, 202),
      'GET /user': () =>
        json({ status: 200, data: aUser({ pending_email: 'new.box@example.com' }) }),
    });
    renderWithProviders(<EmailForm user={aUser()} />, { user: aUser() });
    await ask('new.box@example.com');
    expect(
      await screen.findByText(
        'We have sent a confirmation link to new.box@example.com. Your email changes once you open it.',
      ),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /user/email')).toEqual([
      { email: 'new.box@example.com', currentPassword: CURRENT_PASSWORD },
    ]);
    expect(passwordField()).toHaveValue('');
  });

  it('asks for the current password before asking the server', async () => {
    const fetchMock = stubApi();
    renderWithProviders(<EmailForm user={aUser()} />);
    await ask('new.box@example.com', '');
    expect(passwordField()).toHaveAccessibleDescription('Please enter your current password');
    expect(callsTo(fetchMock, 'POST /user/email')).toHaveLength(0);
  });

  it('says when the current password is wrong', async () => {
    stubApi({
      'POST /user/email': () =>
        json(
          {
            statusCode: 400,
            code: 'CURRENT_PASSWORD_INVALID',
            message: 'The current password is incorrect',
          },
          400,
        ),
    });
    renderWithProviders(<EmailForm user={aUser()} />);
    await ask('new.box@example.com', 'Wr0ng!pass');
    expect(await screen.findByText('The current password is incorrect')).toBeInTheDocument();
  });

  it('says when the address belongs to another account', async () => {
    stubApi({
      'POST /user/email': () =>
        json({ statusCode: 409, code: 'EMAIL_TAKEN', message: 'taken' }, 409),
    });
    renderWithProviders(<EmailForm user={aUser()} />);
    await ask('taken@example.com');
    expect(
      await screen.findByText('This email already belongs to another account.'),
    ).toBeInTheDocument();
  });

  it('refuses an invalid address and the current one without asking the server', async () => {
    const fetchMock = stubApi();
    renderWithProviders(<EmailForm user={aUser({ email: 'anna@example.com' })} />);
    await ask('not-an-email');
    expect(field()).toHaveAccessibleDescription('Please enter a valid email address');
    await userEvent.clear(field());
    await ask('ANNA@example.com');
    expect(field()).toHaveAccessibleDescription('This is already your email.');
    expect(callsTo(fetchMock, 'POST /user/email')).toHaveLength(0);
  });
});
