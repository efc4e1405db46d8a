import DownloadIcon from '@mui/icons-material/Download';
import { useMutation } from '@tanstack/react-query';
import { Button, useDataProvider, useListContext } from 'react-admin';
import type { AuditFilter } from '@academy/contracts';
import { useReportError } from '../../components/ErrorBanner';
import { followDownloadLink } from '../../components/download-file';
import type { AcademyDataProvider } from '../../providers/data-provider';

/** Every entry matching the current filters, as CSV streamed by the server straight to disk (not just this page). */
export function ExportAuditButton() {
  const filterValues = useListContext().filterValues as AuditFilter;
  const dataProvider = useDataProvider<AcademyDataProvider>();
  const reportError = useReportError();
  const exportAudit = useMutation({
    mutationFn: () => dataProvider.exportAudit(filterValues),
    onSuccess: (link) => {
      reportError(null);
      followDownloadLink(link.url);
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
