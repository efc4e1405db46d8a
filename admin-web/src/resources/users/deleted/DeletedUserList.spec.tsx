import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { GetListParams } from 'react-admin';
import type { DeletedUser } from '@academy/contracts';
import { aUser } from '@academy/contracts/testing';
import type { Locale } from '@academy/domain';
import { DELETED_USERS, type AcademyDataProvider } from '../../../providers/data-provider';
import { apiRefusal, fakeDataProvider, renderInAdmin } from '../../../test/admin-harness';
import { DeletedUserList } from './DeletedUserList';

const deleted: DeletedUser = {
  ...aUser({ id: 7, email: 'gone@example.com' }),
  deleted_at: '2026-11-20T10:00:00.000Z',
  purge_at: '2026-12-20T10:00:00.000Z',
};

function renderList(restoreUser: AcademyDataProvider['restoreUser'], locale: Locale = 'en') {
  const getList = vi.fn((_resource: string, _params: GetListParams) =>
    Promise.resolve({ data: [deleted], total: 1 }),
  );
  renderInAdmin(<DeletedUserList />, {
    dataProvider: fakeDataProvider({ getList: getList as never, restoreUser }),
    resource: DELETED_USERS,
    locale,
  });
  return getList;
}

describe(DeletedUserList.name, () => {
  it('lists the most recently deleted first, with the restore window', async () => {
    const getList = renderList(vi.fn(() => Promise.reject(new Error('not called'))));
    await screen.findByText('gone@example.com');
    expect(getList).toHaveBeenCalledWith(
      DELETED_USERS,
      expect.objectContaining({ sort: { field: 'deleted_at', order: 'DESC' } }),
    );
    expect(
      screen.getByText(
        'Deleted users can be restored for 30 days; after that their personal data is removed.',
      ),
    ).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual([
      'ID',
      'Email',
      'Name',
      'Balance',
      'Deleted',
      'Personal data removed',
      'Actions',
    ]);
  });

  it('restores a user and says so', async () => {
    const restoreUser = vi.fn(() => Promise.resolve({ ...deleted }));
    renderList(restoreUser);
    const row = within((await screen.findByText('gone@example.com')).closest('tr')!);
    fireEvent.click(row.getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(restoreUser).toHaveBeenCalledWith(7));
    expect(await screen.findByText('User gone@example.com restored')).toBeInTheDocument();
  });

  it("shows the red banner and the server's reason when the restore is refused", async () => {
    const reason = 'A new account uses this e-mail now: the deleted user cannot be restored';
    renderList(vi.fn(() => Promise.reject(apiRefusal(409, 'EMAIL_TAKEN', reason))));
    const row = within((await screen.findByText('gone@example.com')).closest('tr')!);
    fireEvent.click(row.getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('The user could not be restored')).toBeInTheDocument();
    expect(await screen.findByText(reason)).toBeInTheDocument();
  });

  it('says in Russian why the restore is refused', async () => {
    const late =
      'No deleted user to restore: only users deleted in the last 30 days can be restored';
    renderList(
      vi.fn(() => Promise.reject(apiRefusal(404, 'NOT_FOUND', late))),
      'ru',
    );
    const row = within((await screen.findByText('gone@example.com')).closest('tr')!);
    fireEvent.click(row.getByRole('button', { name: 'Восстановить' }));
    expect(
      await screen.findByText(
        'Восстановить можно только пользователей, удалённых за последние 30 дней',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(late)).toBeNull();
  });
});
