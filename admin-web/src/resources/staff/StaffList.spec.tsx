import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { GetListParams } from 'react-admin';
import type { StaffAccount, StaffSecuritySettings } from '@academy/contracts';
import { fakeDataProvider, renderInAdmin } from '../../test/admin-harness';
import { StaffList } from './StaffList';

const accounts: StaffAccount[] = [
  {
    id: 1,
    username: 'olga.admin',
    role: 'admin',
    disabled: false,
    createdAt: '2026-01-01T10:00:00.000Z',
    lastSignInAt: '2026-11-20T09:30:00.000Z',
    twoFactorEnabled: true,
  },
  {
    id: 2,
    username: 'ivan.support',
    role: 'support',
    disabled: true,
    createdAt: '2026-02-01T10:00:00.000Z',
    lastSignInAt: null,
    twoFactorEnabled: false,
  },
];

function renderList(setStaffPassword = vi.fn(() => Promise.resolve({ message: 'ok' }))) {
  const getList = vi.fn((_resource: string, _params: GetListParams) =>
    Promise.resolve({ data: accounts, total: accounts.length }),
  );
  const setSecuritySettings = vi.fn((settings: StaffSecuritySettings) => Promise.resolve(settings));
  renderInAdmin(<StaffList />, {
    dataProvider: fakeDataProvider({
      getList: getList as never,
      setStaffPassword,
      getSecuritySettings: () => Promise.resolve({ requireTwoFactor: false }),
      setSecuritySettings,
    }),
    resource: 'staff',
  });
  return { getList, setStaffPassword, setSecuritySettings };
}

describe(StaffList.name, () => {
  it('names the columns and asks for the accounts by username', async () => {
    const { getList } = renderList();
    await screen.findByText('olga.admin');
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual([
      'Username',
      'Role',
      'Status',
      'Two-factor',
      'Last sign-in',
      'Created',
      'Actions',
    ]);
    expect(getList).toHaveBeenCalledWith(
      'staff',
      expect.objectContaining({ sort: { field: 'username', order: 'ASC' } }),
    );
  });

  it('shows each role, whether the account is disabled, and a never-used account', async () => {
    renderList();
    const admin = within((await screen.findByText('olga.admin')).closest('tr')!);
    expect(admin.getByText('Admin')).toBeInTheDocument();
    expect(admin.getByText('Active')).toBeInTheDocument();
    const support = within(screen.getByText('ivan.support').closest('tr')!);
    expect(support.getByText('Support')).toBeInTheDocument();
    expect(support.getByText('Disabled')).toBeInTheDocument();
    expect(support.getByText('Never')).toBeInTheDocument();
  });

  it('sets a password only once it is long enough', async () => {
    const { setStaffPassword } = renderList();
    const row = within((await screen.findByText('ivan.support')).closest('tr')!);
    fireEvent.click(row.getByRole('button', { name: 'Set a password' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('New password for ivan.support')).toBeInTheDocument();
    const submit = dialog.getByRole('button', { name: 'Set password' });
    fireEvent.change(dialog.getByLabelText('New password'), { target: { value: 'short' } });
    expect(submit).toBeDisabled();
    fireEvent.change(dialog.getByLabelText('New password'), {
      target: { value: 'a-long-new-password' },
    });
    fireEvent.click(submit);
    await waitFor(() => expect(setStaffPassword).toHaveBeenCalledWith(2, 'a-long-new-password'));
    expect(await screen.findByText('Password changed')).toBeInTheDocument();
  });

  it('shows the red banner when the password cannot be set', async () => {
    renderList(vi.fn(() => Promise.reject(new Error('refused'))));
    const row = within((await screen.findByText('olga.admin')).closest('tr')!);
    fireEvent.click(row.getByRole('button', { name: 'Set a password' }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.change(dialog.getByLabelText('New password'), {
      target: { value: 'a-long-new-password' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('The password could not be changed')).toBeInTheDocument();
  });

  it('requires two-factor sign-in for all staff from its switch', async () => {
    const { setSecuritySettings } = renderList();
    const toggle = await screen.findByLabelText('Require two-factor sign-in');
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();
    fireEvent.click(toggle);
    await waitFor(() =>
      expect(setSecuritySettings).toHaveBeenCalledWith({ requireTwoFactor: true }),
    );
    expect(
      await screen.findByText('Two-factor sign-in is now required for all staff'),
    ).toBeInTheDocument();
    expect(toggle).toBeChecked();
  });
});
