import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ListContextProvider, type ListControllerResult } from 'react-admin';
import type { AcademyDataProvider } from '../../providers/data-provider';
import { fakeDataProvider, renderInAdmin } from '../../test/admin-harness';
import { ExportAuditButton } from './ExportAuditButton';

function renderButton(exportAudit: AcademyDataProvider['exportAudit']) {
  const filterValues = { action: 'balance', from: '2026-03-01', to: '2026-03-31' };
  renderInAdmin(
    <ListContextProvider value={{ filterValues } as unknown as ListControllerResult}>
      <ExportAuditButton />
    </ListContextProvider>,
    { dataProvider: fakeDataProvider({ exportAudit }), resource: 'audit' },
  );
  return filterValues;
}

describe(ExportAuditButton.name, () => {
  it("asks for a link with the list's current filters and lets the browser follow it", async () => {
    const url = '/api/admin/audit/signed-export.csv?filter=%7B%7D&staff=1&v=1&exp=2&sig=abc';
    const exportAudit = vi.fn(() =>
      Promise.resolve({ url, expiresAt: '2026-03-05T10:00:00.000Z' }),
    );
    // happy-dom would follow the link and leave the page; where it leads is what matters.
    const followed: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      followed.push({ href: this.href, download: this.download });
    });
    const filterValues = renderButton(exportAudit);
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(exportAudit).toHaveBeenCalledWith(filterValues));
    // Nothing is fetched into the page: the browser downloads the signed link itself.
    await waitFor(() =>
      expect(followed).toEqual([{ href: new URL(url, window.location.href).href, download: '' }]),
    );
  });

  it('shows the red banner when the export fails', async () => {
    renderButton(vi.fn(() => Promise.reject(new Error('offline'))));
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Error exporting the audit log')).toBeInTheDocument();
  });
});
