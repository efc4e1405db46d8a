import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ListContextProvider, type ListControllerResult } from 'react-admin';
import type { AcademyDataProvider } from '../../providers/data-provider';
import { fakeDataProvider, renderInAdmin } from '../../test/admin-harness';
import { auditExportFileName, ExportAuditButton } from './ExportAuditButton';

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
  it("exports with the list's current filters", async () => {
    const exportAudit = vi.fn(() => Promise.resolve(new Blob(['id\r\n'])));
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:audit');
    // happy-dom would follow the link and leave the page; the saved file's name is what matters.
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const filterValues = renderButton(exportAudit);
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(exportAudit).toHaveBeenCalledWith(filterValues));
    await waitFor(() => expect(saved).toEqual([auditExportFileName(new Date())]));
  });

  it('shows the red banner when the export fails', async () => {
    renderButton(vi.fn(() => Promise.reject(new Error('offline'))));
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Error exporting the audit log')).toBeInTheDocument();
  });

  it('names the file after the local date', () => {
    expect(auditExportFileName(new Date(2026, 2, 5, 23, 30))).toBe('audit-2026-03-05.csv');
  });
});
