import { screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { renderWithProviders } from '../../test/render';
import { LoginPage } from './LoginPage';
import { callsTo, json, mockApi } from './test-utils';
import { UnlockSignInPage } from './UnlockSignInPage';

const TOKEN = 'k2VNd3yCq8Q0m3b1iWqRz8lH9o0tT1y2u3v4w5x6y7z';

/** The unlock page beside the sign-in page it lands on. */
const renderUnlock = (route: string) =>
  renderWithProviders(
    <MemoryRouter initialEntries={[route]}>
      <Routes>
        <Route path="/unlock-sign-in" element={<UnlockSignInPage />} />
        <Route path="/login" element={<LoginPage />} />
      </Routes>
    </MemoryRouter>,
  );

describe('UnlockSignInPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("spends the link's token once and lands on the sign-in page, which says the account is unlocked", async () => {
    const fetchMock = mockApi({
      'POST /sign-in/unlock': () =>
        json({ message: 'Your account is unlocked. You can now sign in.' }),
    });
    renderUnlock(`/unlock-sign-in?token=${TOKEN}`);
    expect(
      await screen.findByText('Your account is unlocked. You can now sign in.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /sign-in/unlock')).toEqual([{ token: TOKEN }]);
  });

  it('says when the link is used, expired or unknown, and points to the sign-in page', async () => {
    mockApi({
      'POST /sign-in/unlock': () =>
        json({ statusCode: 400, code: 'UNLOCK_TOKEN_INVALID', message: 'invalid' }, 400),
    });
    renderUnlock(`/unlock-sign-in?token=${TOKEN}`);
    expect(
      await screen.findByText(
        'This unlock link is invalid, already used or expired. Reset your password from the sign-in page to get in.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('calls nothing without a token', async () => {
    const fetchMock = mockApi({});
    renderUnlock('/unlock-sign-in');
    expect(
      await screen.findByText(
        'This unlock link is invalid, already used or expired. Reset your password from the sign-in page to get in.',
      ),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /sign-in/unlock')).toEqual([]);
  });
});
