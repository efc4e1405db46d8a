import { screen } from '@testing-library/react';
import { ConfirmEmailPage } from './ConfirmEmailPage';
import { callsTo, json, mockApi, renderAt } from './test-utils';

const TOKEN = 'k2VNd3yCq8Q0m3b1iWqRz8lH9o0tT1y2u3v4w5x6y7z';
const renderConfirm = (route: string) => renderAt(route, '/confirm-email', <ConfirmEmailPage />);

describe('ConfirmEmailPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("confirms the link's token once, then says the e-mail has changed", async () => {
    const fetchMock = mockApi({
      'POST /user/email/confirm': () => json({ message: 'Your email has been changed' }),
    });
    renderConfirm(`/confirm-email?token=${TOKEN}`);
    expect(
      await screen.findByText(
        'Your email has been changed. Sign in with the new address from now on.',
      ),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /user/email/confirm')).toEqual([{ token: TOKEN }]);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('says when the link is used, expired or unknown', async () => {
    mockApi({
      'POST /user/email/confirm': () =>
        json({ statusCode: 400, code: 'EMAIL_TOKEN_INVALID', message: 'invalid' }, 400),
    });
    renderConfirm(`/confirm-email?token=${TOKEN}`);
    expect(
      await screen.findByText(
        'This email confirmation link is invalid or has expired. Ask for a new one in your account settings.',
      ),
    ).toBeInTheDocument();
  });

  it('says when someone else has taken the address meanwhile', async () => {
    mockApi({
      'POST /user/email/confirm': () =>
        json({ statusCode: 409, code: 'EMAIL_TAKEN', message: 'taken' }, 409),
    });
    renderConfirm(`/confirm-email?token=${TOKEN}`);
    expect(
      await screen.findByText('This email already belongs to another account.'),
    ).toBeInTheDocument();
  });

  it('asks nothing of the server without a token', () => {
    const fetchMock = mockApi();
    renderConfirm('/confirm-email');
    expect(
      screen.getByText(
        'This email confirmation link is invalid or has expired. Ask for a new one in your account settings.',
      ),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /user/email/confirm')).toHaveLength(0);
  });
});
