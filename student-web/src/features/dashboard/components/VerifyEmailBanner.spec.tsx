import { aUser } from '@academy/contracts/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, json, stubApi } from '../../../test/api-stub';
import { renderWithProviders } from '../../../test/render';
import { VerifyEmailBanner } from './VerifyEmailBanner';

const UNVERIFIED = aUser({ email: 'anna@example.com', emailVerified: false });

describe(VerifyEmailBanner.name, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows nothing once the e-mail is verified', () => {
    stubApi();
    renderWithProviders(<VerifyEmailBanner user={aUser({ emailVerified: true })} />);
    expect(screen.queryByRole('region', { name: 'Email verification' })).not.toBeInTheDocument();
  });

  it('says where the link went and sends another on request', async () => {
    const fetchMock = stubApi({
      'POST /user/email/verify/resend': () => json({ message: 'sent' }),
    });
    renderWithProviders(<VerifyEmailBanner user={UNVERIFIED} />);
    const banner = screen.getByRole('region', { name: 'Email verification' });
    expect(banner).toHaveTextContent(
      'Please verify your email: open the link we sent to anna@example.com.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Resend' }));
    expect(
      await screen.findByText('We have sent a new link to anna@example.com.'),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /user/email/verify/resend')).toHaveLength(1);
  });

  it('says when too many links were sent', async () => {
    stubApi({
      'POST /user/email/verify/resend': () =>
        json({ statusCode: 429, code: 'TOO_MANY_REQUESTS', message: 'Too many' }, 429),
    });
    renderWithProviders(<VerifyEmailBanner user={UNVERIFIED} />);
    await userEvent.click(screen.getByRole('button', { name: 'Resend' }));
    expect(
      await screen.findByText('Too many links were sent. Please try again in a few minutes.'),
    ).toBeInTheDocument();
  });
});
