import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GetListResult } from 'react-admin';
import type { StaffRole } from '@academy/contracts';
import { aUser } from '@academy/contracts/testing';
import { UserList } from './UserList';
import { fakeDataProvider, renderInAdmin } from '../../test/admin-harness';

const USERS = [
  aUser({ id: 2, email: 'boris@example.com', overdraft: false }),
  aUser({ id: 1, email: 'anna@example.com', overdraft: true, course: 'GOLD' }),
];
const SUMMARY = { totalUsers: 2, totalBalance: 1234.5, activeCourses: 1, noCourse: 1 };

function renderList(role: StaffRole, calls: Parameters<typeof fakeDataProvider>[0] = {}) {
  const getList = vi
    .fn()
    .mockResolvedValue({ data: USERS, total: USERS.length } satisfies GetListResult);
  const dataProvider = fakeDataProvider({
    getList,
    getStatsSummary: vi.fn().mockResolvedValue(SUMMARY),
    ...calls,
  });
  renderInAdmin(<UserList />, { dataProvider, role });
  return dataProvider;
}

const row = async (email: string) =>
  (await screen.findByText(email)).closest('tr') as HTMLTableRowElement;

// Each test renders the whole list page; on a busy machine that outlasts Vitest's 5 s default.
describe(UserList.name, () => {
  it('shows the four tiles from the summary call', async () => {
    renderList('admin');
    const tiles = await screen.findByRole('region', { name: 'Summary' });
    expect(await within(tiles).findByRole('figure', { name: 'Total Users' })).toHaveTextContent(
      '2',
    );
    expect(within(tiles).getByRole('figure', { name: 'Total Balance' })).toHaveTextContent(
      '$1,234.50',
    );
    expect(within(tiles).getByRole('figure', { name: 'Active Courses' })).toHaveTextContent('1');
    expect(within(tiles).getByRole('figure', { name: 'No Course' })).toHaveTextContent('1');
  });

  it('names fewer, wider columns; the phone, trial and dates are on the user page', async () => {
    renderList('admin');
    await row('anna@example.com');
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual([
      '',
      'ID',
      'Name',
      'Email',
      'Balance',
      'Course',
      'Last Activity',
      'Actions',
    ]);
  });

  it("names each row's checkbox after its user and shows a long e-mail whole on hover", async () => {
    renderList('admin');
    const anna = await row('anna@example.com');
    const user = USERS[1];
    // MUI names the checkbox's wrapper; the app's theme passes the name on to the box itself.
    expect(
      within(anna).getByLabelText(`Select ${user.username} ${user.lastname}`),
    ).toContainElement(within(anna).getByRole('checkbox'));
    expect(within(anna).getByText('anna@example.com')).toHaveAttribute('title', 'anna@example.com');
    expect(screen.getByRole('checkbox', { name: 'Select all' })).toBeInTheDocument();
  });

  it('asks the server for the newest users first, 100 a page', async () => {
    const { getList } = renderList('admin');
    await row('anna@example.com');
    expect(getList).toHaveBeenCalledWith(
      'users',
      expect.objectContaining({
        pagination: { page: 1, perPage: 100 },
        sort: { field: 'created_at', order: 'DESC' },
      }),
    );
    expect(screen.getByPlaceholderText('Search by ID, email or phone...')).toBeVisible();
    expect(screen.getByText('Showing 1 - 2 of 2 users')).toBeVisible();
  });

  it('gives an admin every row action', async () => {
    renderList('admin');
    const boris = await row('boris@example.com');
    for (const name of [
      'Change balance',
      'Send password reset',
      'Select course',
      'Create overdraft',
      'Delete',
    ]) {
      expect(await within(boris).findByRole('button', { name })).toBeVisible();
    }
    // The trial overdraft is offered once: not to a user who already had it.
    const anna = await row('anna@example.com');
    expect(within(anna).queryByRole('button', { name: 'Create overdraft' })).toBeNull();
    expect(within(anna).getByText('GOLD')).toBeVisible();
  });

  it('keeps Delete last in its row, apart from the everyday actions past a divider', async () => {
    renderList('admin');
    const boris = await row('boris@example.com');
    const del = await within(boris).findByRole('button', { name: 'Delete' });
    const buttons = within(boris).getAllByRole('button');
    expect(buttons.at(-1)).toBe(del);
    // The widest part of the row holding Delete alone is set off by a gap and a divider, so a
    // slip off its neighbour never lands on it.
    let apart: HTMLElement = del;
    while (apart.parentElement && within(apart.parentElement).getAllByRole('button').length === 1) {
      apart = apart.parentElement;
    }
    expect(apart).toHaveStyle({ marginLeft: '16px', borderLeftStyle: 'solid' });
  });

  it('shows support staff neither Delete nor Select course', async () => {
    renderList('support');
    const boris = await row('boris@example.com');
    expect(await within(boris).findByRole('button', { name: 'Create overdraft' })).toBeVisible();
    expect(within(boris).getByRole('button', { name: 'Change balance' })).toBeVisible();
    expect(within(boris).getByRole('button', { name: 'Send password reset' })).toBeVisible();
    expect(within(boris).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(within(boris).queryByRole('button', { name: 'Select course' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeVisible();
  });

  it('deletes a user only after the question is answered', async () => {
    const deleteOne = vi.fn().mockResolvedValue({ data: USERS[0] });
    renderList('admin', { delete: deleteOne });
    await userEvent.click(
      await within(await row('boris@example.com')).findByRole('button', { name: 'Delete' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete this user?');
    expect(deleteOne).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(deleteOne).toHaveBeenCalledWith('users', expect.objectContaining({ id: 2 })),
    );
  });

  it("reports a failed delete as 'Error deleting user'", async () => {
    renderList('admin', { delete: vi.fn().mockRejectedValue(new Error('500')) });
    await userEvent.click(
      await within(await row('boris@example.com')).findByRole('button', { name: 'Delete' }),
    );
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Error deleting user');
  });

  it('creates an overdraft after a confirmation', async () => {
    const createOverdraft = vi.fn().mockResolvedValue(USERS[0]);
    renderList('support', { createOverdraft });
    await userEvent.click(
      await within(await row('boris@example.com')).findByRole('button', {
        name: 'Create overdraft',
      }),
    );
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create overdraft' }));
    await waitFor(() => expect(createOverdraft).toHaveBeenCalledWith(2));
  });

  it('sends a password reset and says so', async () => {
    const sendPasswordReset = vi.fn().mockResolvedValue({ message: 'sent' });
    renderList('support', { sendPasswordReset });
    await userEvent.click(
      await within(await row('boris@example.com')).findByRole('button', {
        name: 'Send password reset',
      }),
    );
    expect(sendPasswordReset).toHaveBeenCalledWith(2);
    expect(await screen.findByText('Password reset instructions sent to the user')).toBeVisible();
  });

  it("shows 'Error loading users' when the list cannot be loaded", async () => {
    renderList('admin', { getList: vi.fn().mockRejectedValue(new Error('503')) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading users');
  });

  it("shows 'Invalid data format' when the answer is not a list", async () => {
    renderList('admin', {
      getList: vi.fn().mockResolvedValue({ data: { users: USERS }, total: 2 }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid data format');
    expect(screen.queryByRole('table')).toBeNull();
  });
});
