import { screen } from '@testing-library/react';
import { VerifyEmailPage } from './VerifyEmailPage';
import { callsTo, json, mockApi, renderAt } from './test-utils';

const TOKEN = 'k2VNd3yCq8Q0m3b1iWqRz8lH9o0tT1y2u3v4w5x6y7z';
const INVALID =
  'This verification link is invalid, already used or expired. Ask for a new one on your dashboard.';
const renderVerify = (route: string) => renderAt(route, '/verify-email', <VerifyEmailPage />);

describe('VerifyEmailPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("sends the link's token once, then says the e-mail is verified", async () => {
    const fetchMock = mockApi({
      'POST /user/email/verify': () => json({ message: 'Your email has been verified' }),
    });
    renderVerify(`/verify-email?token=${TOKEN}`);
    expect(await screen.findByText('Your email is verified. Thank you!')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /user/email/verify')).toEqual([{ token: TOKEN }]);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('says when the link is used, expired or unknown', async () => {
    mockApi({
      'POST /user/email/verify': () =>
        json({ statusCode: 400, code: 'VERIFY_TOKEN_INVALID', message: 'invalid' }, 400),
    });
    renderVerify(`/verify-email?token=${TOKEN}`);
    expect(await screen.findByText(INVALID)).toBeInTheDocument();
  });

  it('says the server could not be asked when it fails otherwise', async () => {
    mockApi({
      'POST /user/email/verify': () =>
        json({ statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'down' }, 503),
    });
    renderVerify(`/verify-email?token=${TOKEN}`);
    expect(
      await screen.findByText('Could not verify your email. Please try again later.'),
    ).toBeInTheDocument();
  });

  it('asks nothing of the server without a token', () => {
    const fetchMock = mockApi();
    renderVerify('/verify-email');
    expect(screen.getByText(INVALID)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /user/email/verify')).toHaveLength(0);
  });
});
