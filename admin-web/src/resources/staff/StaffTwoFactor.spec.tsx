import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { StaffAccount } from '@academy/contracts';
import { fakeDataProvider, renderInAdmin } from '../../test/admin-harness';
import { StaffTwoFactor } from './StaffTwoFactor';

const account = (twoFactorEnabled: boolean): StaffAccount => ({
  id: 7,
  username: 'ivan.support',
  role: 'support',
  disabled: false,
  createdAt: '2026-02-01T10:00:00.000Z',
  lastSignInAt: null,
  twoFactorEnabled,
});

describe(StaffTwoFactor.name, () => {
  it("resets a member's two-factor sign-in once the admin confirms", async () => {
    const resetStaffTwoFactor = vi.fn(() => Promise.resolve());
    renderInAdmin(<StaffTwoFactor account={account(true)} />, {
      dataProvider: fakeDataProvider({ resetStaffTwoFactor }),
      resource: 'staff',
    });
    expect(screen.getByText('On')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Reset two-factor sign-in' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Reset two-factor sign-in of ivan.support?' }),
    );
    expect(resetStaffTwoFactor).not.toHaveBeenCalled();
    fireEvent.click(dialog.getByRole('button', { name: 'Reset two-factor sign-in' }));
    await waitFor(() => expect(resetStaffTwoFactor).toHaveBeenCalledWith(7));
    expect(await screen.findByText('Two-factor sign-in reset')).toBeInTheDocument();
  });

  it('offers no reset to an account without it', () => {
    renderInAdmin(<StaffTwoFactor account={account(false)} />, { resource: 'staff' });
    expect(screen.getByText('Off')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reset two-factor sign-in' })).toBeNull();
  });
});
