import { useDataProvider, useListContext } from 'react-admin';
import type { AuditFilter } from '@academy/contracts';
import { ExportButton } from '../../components/ExportButton';
import type { AcademyDataProvider } from '../../providers/data-provider';

/** Every entry matching the current filters, as CSV. */
export function ExportAuditButton() {
  const filterValues = useListContext().filterValues as AuditFilter;
  const dataProvider = useDataProvider<AcademyDataProvider>();
  return (
    <ExportButton
      label="academy.audit.export"
      failure="academy.audit.errors.export"
      requestLink={() => dataProvider.exportAudit(filterValues)}
    />
  );
}
