import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ListContextProvider, useList } from 'react-admin';
import { aUser } from '@academy/contracts/testing';
import { renderInAdmin } from '../../../test/admin-harness';
import { UserPagination } from './UserPagination';

function PagedUsers({ count }: { count: number }) {
  const data = Array.from({ length: count }, (_, index) => aUser({ id: index + 1 }));
  const list = useList({ data, perPage: 100 });
  return (
    <ListContextProvider value={list}>
      <UserPagination />
    </ListContextProvider>
  );
}

/** A page of a search the API did not count to the end: partial pagination, no total. */
function UncountedPage({
  page,
  rows,
  hasNextPage,
}: {
  page: number;
  rows: number;
  hasNextPage: boolean;
}) {
  const data = Array.from({ length: rows }, (_, index) => aUser({ id: index + 1 }));
  const list = useList({ data, perPage: 100 });
  const setPage = vi.fn();
  return (
    <ListContextProvider
      value={{
        ...list,
        data,
        page,
        // A list read with partial pagination has no total at run time, which the type of a
        // loaded list does not allow for.
        total: undefined as unknown as number,
        isPending: false,
        hasNextPage,
        hasPreviousPage: page > 1,
        setPage,
      }}
    >
      <UserPagination />
    </ListContextProvider>
  );
}

const back = () => screen.getByRole('button', { name: 'Back' });
const next = () => screen.getByRole('button', { name: 'Next' });

describe(UserPagination.name, () => {
  it('pages through 250 users 100 at a time, Back and Next disabled at the ends', async () => {
    renderInAdmin(<PagedUsers count={250} />);
    expect(await screen.findByText('Showing 1 - 100 of 250 users')).toBeVisible();
    expect(back()).toBeDisabled();
    expect(next()).toBeEnabled();

    await userEvent.click(next());
    expect(screen.getByText('Showing 101 - 200 of 250 users')).toBeVisible();
    expect(back()).toBeEnabled();

    await userEvent.click(next());
    expect(screen.getByText('Showing 201 - 250 of 250 users')).toBeVisible();
    expect(next()).toBeDisabled();

    await userEvent.click(back());
    expect(screen.getByText('Showing 101 - 200 of 250 users')).toBeVisible();
  });

  it('says 0 - 0 of 0 with both buttons disabled when nothing matches', async () => {
    renderInAdmin(<PagedUsers count={0} />);
    expect(await screen.findByText('Showing 0 - 0 of 0 users')).toBeVisible();
    expect(back()).toBeDisabled();
    expect(next()).toBeDisabled();
  });

  it('shows the range without a total when the search was not counted to the end', async () => {
    renderInAdmin(<UncountedPage page={3} rows={100} hasNextPage />);
    expect(await screen.findByText('Showing 201 - 300')).toBeVisible();
    expect(screen.queryByText(/ of /)).toBeNull();
    expect(back()).toBeEnabled();
    expect(next()).toBeEnabled();
  });

  it('ends at the last uncounted page', async () => {
    renderInAdmin(<UncountedPage page={4} rows={40} hasNextPage={false} />);
    expect(await screen.findByText('Showing 301 - 340')).toBeVisible();
    expect(next()).toBeDisabled();
  });
});
