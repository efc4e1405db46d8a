import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResetPasswordPage } from './ResetPasswordPage';
import { callsTo, json, mockApi, renderAt } from './test-utils';

const TOKEN = 'k2VNd3yCq8Q0m3b1iWqRz8lH9o0tT1y2u3v4w5x6y7z';
const renderReset = (route: string) => renderAt(route, '/reset-password', <ResetPasswordPage />);
const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });

async function choose(password: string, confirmation: string) {
  if (password) await userEvent.type(field('New password'), password);
  if (confirmation) await userEvent.type(field('Confirm new password'), confirmation);
  await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
}

describe('ResetPasswordPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('checks the new password with the registration rules before sending it', async () => {
    const fetchMock = mockApi();
    renderReset(`/reset-password?token=${TOKEN}`);
    await choose('', '');
    expect(field('New password')).toHaveAccessibleDescription('Password is required');
    expect(field('Confirm new password')).toHaveAccessibleDescription(
      'Please confirm your password',
    );
    await choose('NoSpecial1', 'NoSpecial2');
    expect(field('New password')).toHaveAccessibleDescription(
      'Password must contain at least one special character',
    );
    expect(field('Confirm new password')).toHaveAccessibleDescription('Passwords do not match');
    expect(callsTo(fetchMock, 'POST /reset-password/confirm')).toHaveLength(0);
  });

  it("sets the password with the link's token, then offers to sign in", async () => {
    const done = 'Your password has been changed. You can now sign in.';
    const fetchMock = mockApi({ 'POST /reset-password/confirm': () => json({ message: done }) });
    renderReset(`/reset-password?token=${TOKEN}`);
    await choose('N3w!password', 'N3w!password');
    expect(await screen.findByText(done)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(callsTo(fetchMock, 'POST /reset-password/confirm')).toEqual([
      { token: TOKEN, password: 'N3w!password' },
    ]);
  });

  it("shows the server's message for an invalid or expired link", async () => {
    const invalid = 'This password reset link is invalid or has expired';
    mockApi({ 'POST /reset-password/confirm': () => json({ message: invalid }, 400) });
    renderReset(`/reset-password?token=${TOKEN}`);
    await choose('N3w!password', 'N3w!password');
    expect(await screen.findByText(invalid)).toBeInTheDocument();
  });

  it('says the link is invalid when it carries no token', () => {
    mockApi();
    renderReset('/reset-password');
    expect(screen.getByText(/This password reset link is invalid\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save new password' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
  });
});
