import { screen } from '@testing-library/react';
import { RestoreEmailPage } from './RestoreEmailPage';
import { callsTo, json, mockApi, renderAt } from './test-utils';

const TOKEN = 'k2VNd3yCq8Q0m3b1iWqRz8lH9o0tT1y2u3v4w5x6y7z';
const renderRestore = (route: string) => renderAt(route, '/restore-email', <RestoreEmailPage />);

describe('RestoreEmailPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('restores the address once, says a reset link went there, and forgets the ended session', async () => {
    localStorage.setItem('token', JSON.stringify('jwt-ended'));
    const fetchMock = mockApi({
      'POST /user/email/restore': () => json({ message: 'restored' }),
    });
    renderRestore(`/restore-email?token=${TOKEN}`);
    expect(
      await screen.findByText(
        'Your email is restored and every device is signed out. We have sent a link to choose a new password to this address.',
      ),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /user/email/restore')).toEqual([{ token: TOKEN }]);
    expect(localStorage.getItem('token')).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('says when the link is used, expired or unknown', async () => {
    mockApi({
      'POST /user/email/restore': () =>
        json({ statusCode: 400, code: 'RESTORE_TOKEN_INVALID', message: 'invalid' }, 400),
    });
    renderRestore(`/restore-email?token=${TOKEN}`);
    expect(
      await screen.findByText('This link is invalid, already used or expired.'),
    ).toBeInTheDocument();
  });

  it('says when another account has taken the address meanwhile', async () => {
    mockApi({
      'POST /user/email/restore': () =>
        json({ statusCode: 409, code: 'EMAIL_TAKEN', message: 'taken' }, 409),
    });
    renderRestore(`/restore-email?token=${TOKEN}`);
    expect(
      await screen.findByText('This email now belongs to another account. Please contact support.'),
    ).toBeInTheDocument();
  });
});
