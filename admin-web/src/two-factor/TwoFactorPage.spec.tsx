import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpError } from 'react-admin';
import type { TwoFactorStatus } from '@academy/contracts';
import { fakeDataProvider, renderInAdmin } from '../test/admin-harness';
import { TwoFactorPage } from './TwoFactorPage';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const CODES = Array.from({ length: 10 }, (_, index) => `AAAA-BBBB-CC${index}${index}`);

function renderPage(status: TwoFactorStatus, overrides = {}) {
  const calls = {
    getTwoFactorStatus: vi.fn(() => Promise.resolve(status)),
    setupTwoFactor: vi.fn(() =>
      Promise.resolve({
        secret: SECRET,
        otpauthUrl: `otpauth://totp/Trading%20Academy:olga?secret=${SECRET}`,
      }),
    ),
    enableTwoFactor: vi.fn(() => Promise.resolve({ recoveryCodes: CODES })),
    disableTwoFactor: vi.fn(() => Promise.resolve()),
    ...overrides,
  };
  renderInAdmin(<TwoFactorPage />, { dataProvider: fakeDataProvider(calls) });
  return calls;
}

describe(TwoFactorPage.name, () => {
  it('sets up with a QR code and the key, then shows the recovery codes once', async () => {
    const calls = renderPage({ enabled: false, recoveryCodesLeft: 0, required: false });
    fireEvent.click(await screen.findByRole('button', { name: 'Set up' }));
    expect(
      await screen.findByRole('img', { name: 'QR code for the authenticator app' }),
    ).toBeInTheDocument();
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'Code' }), {
      target: { value: '123456' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    await waitFor(() => expect(calls.enableTwoFactor).toHaveBeenCalledWith('123456'));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(list.querySelectorAll('li')).toHaveLength(10);
    expect(screen.getByRole('button', { name: 'Download' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'I have saved them' }));
    await waitFor(() =>
      expect(screen.queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument(),
    );
  });

  it('says a wrong code is wrong', async () => {
    renderPage(
      { enabled: false, recoveryCodesLeft: 0, required: false },
      {
        enableTwoFactor: vi.fn(() =>
          Promise.reject(
            new HttpError('Invalid authentication code', 400, {
              code: 'TWO_FACTOR_CODE_INVALID',
              message: 'Invalid authentication code',
            }),
          ),
        ),
      },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Set up' }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Code' }), {
      target: { value: '000000' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('Invalid authentication code')).toBeInTheDocument();
  });

  it('turns it off with a code, unless the academy requires it', async () => {
    const calls = renderPage({ enabled: true, recoveryCodesLeft: 7, required: false });
    expect(
      await screen.findByText('Two-factor sign-in is on. 7 recovery codes left.'),
    ).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'Code' }), {
      target: { value: 'AAAA-BBBB-CC11' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(calls.disableTwoFactor).toHaveBeenCalledWith('AAAA-BBBB-CC11'));
  });

  it('offers no way off when required', async () => {
    renderPage({ enabled: true, recoveryCodesLeft: 10, required: true });
    expect(
      await screen.findByText(
        'The academy requires two-factor sign-in: only an administrator can reset it.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn off' })).not.toBeInTheDocument();
  });
});
