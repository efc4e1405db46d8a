import { fireEvent, screen } from '@testing-library/react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Page } from '../providers/admin-http';
import { renderInAdmin } from '../test/admin-harness';
import { PagedRecords } from './PagedRecords';

type Query = UseQueryResult<Page<string>>;

function renderRecords(query: Partial<Query>, onPageChange = vi.fn()) {
  renderInAdmin(
    <PagedRecords
      query={query as Query}
      page={1}
      perPage={2}
      onPageChange={onPageChange}
      failure="academy.users.errors.ledger"
      empty="academy.users.show.noLedger"
    >
      {(records) => (
        <ul>
          {records.map((record) => (
            <li key={record}>{record}</li>
          ))}
        </ul>
      )}
    </PagedRecords>,
  );
  return onPageChange;
}

describe(PagedRecords.name, () => {
  it('says when the page cannot be read', async () => {
    renderRecords({ isPending: false, isError: true });
    expect(await screen.findByText('Error loading balance changes')).toBeInTheDocument();
  });

  it('says when there is nothing to show', async () => {
    renderRecords({ isPending: false, isError: false, data: { data: [], total: 0 } });
    expect(await screen.findByText('No balance changes yet')).toBeInTheDocument();
  });

  it("shows the page's records and asks for the next page from 1", async () => {
    const onPageChange = renderRecords({
      isPending: false,
      isError: false,
      data: { data: ['first', 'second'], total: 3 },
    });
    expect(await screen.findByText('first')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /next page/i }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });
});
