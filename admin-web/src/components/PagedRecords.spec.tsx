import { fireEvent, screen } from '@testing-library/react';
import type { Page } from '../providers/admin-http';
import { renderInAdmin } from '../test/admin-harness';
import { PagedRecords } from './PagedRecords';

function renderRecords(readPage: (page: number, perPage: number) => Promise<Page<string>>) {
  renderInAdmin(
    <PagedRecords
      pageQuery={(page, perPage) => ({
        queryKey: ['records', page, perPage],
        queryFn: () => readPage(page, perPage),
      })}
      perPage={2}
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
}

describe(PagedRecords.name, () => {
  it('says when the page cannot be read', async () => {
    renderRecords(() => Promise.reject(new Error('offline')));
    expect(await screen.findByText('Error loading balance changes')).toBeInTheDocument();
  });

  it('says when there is nothing to show', async () => {
    renderRecords(() => Promise.resolve({ data: [], total: 0 }));
    expect(await screen.findByText('No balance changes yet')).toBeInTheDocument();
  });

  it('shows a page of records and reads the next one when asked', async () => {
    const pages = [['first', 'second'], ['third']];
    const readPage = vi.fn((page: number) => Promise.resolve({ data: pages[page - 1], total: 3 }));
    renderRecords(readPage);
    expect(await screen.findByText('first')).toBeInTheDocument();
    expect(readPage).toHaveBeenCalledWith(1, 2);
    fireEvent.click(screen.getByRole('button', { name: /next page/i }));
    expect(await screen.findByText('third')).toBeInTheDocument();
    expect(readPage).toHaveBeenCalledWith(2, 2);
  });
});
