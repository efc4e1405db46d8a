import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GetListParams } from 'react-admin';
import type { AuditEntry, LedgerEntry } from '@academy/contracts';
import { aUser } from '@academy/contracts/testing';
import { USER_AUDIT } from '../../providers/data-provider';
import { fakeDataProvider, renderInAdmin } from '../../test/admin-harness';
import { UserShow } from './UserShow';

const USER = aUser({
  id: 7,
  username: 'Anna',
  lastname: 'Petrova',
  email: 'anna@example.com',
  contact: '+7 912 345 67 89',
  balance: 150,
  course: 'GOLD',
  overdraft: true,
  overdraft_expires_at: '2999-01-01T12:00:00.000Z',
});

const LEDGER: LedgerEntry[] = [
  {
    id: '12',
    userId: 7,
    amount: -30,
    balanceAfter: 150,
    reason: 'admin_set',
    note: 'Goodwill credit',
    actor: 'olga.admin',
    paymentId: null,
    createdAt: '2026-11-20T10:00:00.000Z',
  },
  {
    id: '11',
    userId: 7,
    amount: 180,
    balanceAfter: 180,
    reason: 'payment',
    note: null,
    actor: null,
    paymentId: 'c0ffee00-0000-4000-8000-000000000001',
    createdAt: '2026-11-19T10:00:00.000Z',
  },
];

const AUDIT: AuditEntry[] = [
  {
    id: 3,
    actor: 'olga.admin',
    actorRole: 'admin',
    actorApiKeyId: null,
    action: 'account',
    targetUserId: 7,
    paymentId: null,
    before: { email: 'old@example.com' },
    after: { email: 'anna@example.com' },
    created_at: '2026-11-20T11:00:00.000Z',
  },
];

function renderShow(role: 'admin' | 'support' = 'admin', user = USER) {
  const getList = vi.fn((resource: string, _params: GetListParams) =>
    Promise.resolve(
      resource === USER_AUDIT ? { data: AUDIT, total: AUDIT.length } : { data: [], total: 0 },
    ),
  );
  const dataProvider = fakeDataProvider({
    getOne: vi.fn().mockResolvedValue({ data: user }),
    getList: getList as never,
    getUserLedger: vi.fn().mockResolvedValue({ data: LEDGER, total: 31 }),
  });
  renderInAdmin(<UserShow id={7} />, { dataProvider, role });
  return { dataProvider, getList };
}

describe(UserShow.name, () => {
  it('shows the profile, the money and the running trial with its end', async () => {
    renderShow();
    const profile = await screen.findByRole('region', { name: 'Profile' });
    expect(within(profile).getByText('anna@example.com')).toBeInTheDocument();
    expect(within(profile).getByText('+7 912 345 67 89')).toBeInTheDocument();
    const account = screen.getByRole('region', { name: 'Account' });
    expect(within(account).getByText('150.00')).toBeInTheDocument();
    expect(within(account).getByText('GOLD')).toBeInTheDocument();
    expect(within(account).getByText(/^Running until .*2999/)).toBeInTheDocument();
  });

  it('opens on the balance changes, paged by the API, with the payment linked', async () => {
    const { dataProvider } = renderShow();
    const table = await screen.findByRole('table', { name: 'Balance changes' });
    // A phone scrolls the table sideways: the keyboard can reach that scroll as well.
    expect(screen.getByRole('group', { name: 'Balance changes' })).toHaveAttribute('tabindex', '0');
    expect(within(table).getByText('-$30.00')).toBeInTheDocument();
    expect(within(table).getByText('+$180.00')).toBeInTheDocument();
    expect(within(table).getByText('olga.admin')).toBeInTheDocument();
    const staffChange = within(table).getByRole('row', { name: /-\$30\.00/ });
    expect(
      within(staffChange).getByRole('cell', { name: /^Set by staff\s*Goodwill credit$/ }),
    ).toBeVisible();
    expect(within(table).getByRole('link', { name: 'Open payment' })).toHaveAttribute(
      'href',
      expect.stringContaining('/payments/c0ffee00-0000-4000-8000-000000000001/show') as string,
    );
    expect(dataProvider.getUserLedger).toHaveBeenCalledWith(7, 1, 25);
    await userEvent.click(screen.getByRole('button', { name: /next page/i }));
    expect(dataProvider.getUserLedger).toHaveBeenCalledWith(7, 2, 25);
  });

  it("lists the user's payments and the staff actions on them in their tabs", async () => {
    const { getList } = renderShow();
    await userEvent.click(await screen.findByRole('tab', { name: 'Payments' }));
    expect(await screen.findByText('No payments yet')).toBeInTheDocument();
    expect(getList).toHaveBeenCalledWith(
      'payments',
      expect.objectContaining({ filter: { userId: 7 } }),
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Staff actions' }));
    expect(await screen.findByText('olga.admin')).toBeInTheDocument();
    expect(getList).toHaveBeenCalledWith(
      USER_AUDIT,
      expect.objectContaining({ filter: { userId: 7 } }),
    );
  });

  it('offers the account editor to admins', async () => {
    renderShow('admin');
    expect(await screen.findByRole('button', { name: 'Edit account' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Staff actions' })).toBeInTheDocument();
  });

  it("shows support the balance changes, payments and the user's staff actions, without the editor", async () => {
    const { getList } = renderShow('support');
    expect(await screen.findByRole('tab', { name: 'Payments' })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Balance changes' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit account' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Staff actions' }));
    expect(await screen.findByText('olga.admin')).toBeInTheDocument();
    expect(getList).toHaveBeenCalledWith(
      USER_AUDIT,
      expect.objectContaining({ filter: { userId: 7 } }),
    );
    expect(getList).not.toHaveBeenCalledWith('audit', expect.anything());
  });

  it('shows whether the e-mail is verified and that no language was chosen', async () => {
    renderShow('support');
    const profile = await screen.findByRole('region', { name: 'Profile' });
    expect(within(profile).getByText('Verified')).toBeInTheDocument();
    expect(within(profile).getByText('Not chosen (follows the device)')).toBeInTheDocument();
  });

  it('lets an admin mark an unverified e-mail verified', async () => {
    const unverified = { ...USER, emailVerified: false };
    const { dataProvider } = renderShow('admin', unverified);
    dataProvider.markEmailVerified = vi.fn().mockResolvedValue({ ...USER, emailVerified: true });
    const profile = await screen.findByRole('region', { name: 'Profile' });
    expect(within(profile).getByText('Not verified')).toBeInTheDocument();
    await userEvent.click(await within(profile).findByRole('button', { name: 'Mark verified' }));
    expect(dataProvider.markEmailVerified).toHaveBeenCalledWith(7);
  });

  it('does not offer support the action', async () => {
    renderShow('support', { ...USER, emailVerified: false });
    const profile = await screen.findByRole('region', { name: 'Profile' });
    expect(within(profile).getByText('Not verified')).toBeInTheDocument();
    expect(
      within(profile).queryByRole('button', { name: 'Mark verified' }),
    ).not.toBeInTheDocument();
  });
});
