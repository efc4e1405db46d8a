import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffAccount } from '@academy/contracts';
import { apiRefusal, fakeDataProvider, renderInAdmin } from '../../test/admin-harness';
import { StaffTwoFactor } from './StaffTwoFactor';

const account: StaffAccount = {
  id: 7,
  username: 'olga.admin',
  role: 'admin',
  disabled: false,
  createdAt: '2026-01-01T10:00:00.000Z',
  lastSignInAt: null,
  twoFactorEnabled: true,
};

function renderSection(resetStaffTwoFactor: (id: number) => Promise<void>) {
  renderInAdmin(<StaffTwoFactor account={account} />, {
    dataProvider: fakeDataProvider({ resetStaffTwoFactor }),
    resource: 'staff',
  });
}

async function openConfirmation() {
  await userEvent.click(screen.getByRole('button', { name: 'Reset two-factor sign-in' }));
  return screen.findByRole('dialog', { name: 'Reset two-factor sign-in of olga.admin?' });
}

describe(StaffTwoFactor.name, () => {
  it('resets the second factor once the admin confirms, and says so', async () => {
    const resetStaffTwoFactor = vi.fn(() => Promise.resolve());
    renderSection(resetStaffTwoFactor);
    const dialog = await openConfirmation();
    expect(dialog).toHaveTextContent('Its recovery codes stop working.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset two-factor sign-in' }));
    await waitFor(() => expect(resetStaffTwoFactor).toHaveBeenCalledWith(7));
    expect(await screen.findByText('Two-factor sign-in reset')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps the confirmation open with why the reset failed, and Cancel sends nothing more', async () => {
    const resetStaffTwoFactor = vi.fn(() =>
      Promise.reject(apiRefusal(500, 'INTERNAL', 'Internal server error')),
    );
    renderSection(resetStaffTwoFactor);
    const dialog = await openConfirmation();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset two-factor sign-in' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Something went wrong on the server: please try again shortly',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(resetStaffTwoFactor).toHaveBeenCalledTimes(1);
  });

  it('offers no reset to an account without it', () => {
    renderInAdmin(<StaffTwoFactor account={{ ...account, twoFactorEnabled: false }} />, {
      resource: 'staff',
    });
    expect(screen.getByText('Off')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reset two-factor sign-in' })).toBeNull();
  });
});
