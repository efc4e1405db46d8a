import DownloadIcon from '@mui/icons-material/Download';
import { useMutation } from '@tanstack/react-query';
import { Button, useDataProvider, useListContext } from 'react-admin';
import type { AuditFilter } from '@academy/contracts';
import { useReportError } from '../../components/ErrorBanner';
import { downloadFile } from '../../components/download-file';
import type { AcademyDataProvider } from '../../providers/data-provider';

const pad = (value: number) => String(value).padStart(2, '0');

/** audit-YYYY-MM-DD.csv, dated by the staff member's own calendar. */
export function auditExportFileName(now: Date): string {
  return `audit-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}

/** Every entry matching the current filters, as CSV streamed by the server (not just this page). */
export function ExportAuditButton() {
  const filterValues = useListContext().filterValues as AuditFilter;
  const dataProvider = useDataProvider<AcademyDataProvider>();
  const reportError = useReportError();
  const exportAudit = useMutation({
    mutationFn: () => dataProvider.exportAudit(filterValues),
    onSuccess: (blob) => {
      reportError(null);
      downloadFile(blob, auditExportFileName(new Date()));
    },
    onError: () => reportError('academy.audit.errors.export'),
  });
  return (
    <Button
      label="academy.audit.export"
      disabled={exportAudit.isPending}
      onClick={() => exportAudit.mutate()}
    >
      <DownloadIcon />
    </Button>
  );
}
