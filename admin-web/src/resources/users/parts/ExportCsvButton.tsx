import DownloadIcon from '@mui/icons-material/Download';
import { useMutation } from '@tanstack/react-query';
import { Button, useDataProvider } from 'react-admin';
import type { AcademyDataProvider } from '../../../providers/data-provider';
import { useUserFilter } from '../use-user-filter';
import { downloadFile } from '../../../components/download-file';
import { useReportError } from '../../../components/ErrorBanner';

const pad = (value: number) => String(value).padStart(2, '0');

/** users-YYYY-MM-DD.csv, dated by the staff member's own calendar. */
export function exportFileName(now: Date): string {
  return `users-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}

/** Every user matching the current search, as CSV streamed by the server (not just this page). */
export function ExportCsvButton() {
  const filter = useUserFilter();
  const dataProvider = useDataProvider<AcademyDataProvider>();
  const reportError = useReportError();
  const exportUsers = useMutation({
    mutationFn: () => dataProvider.exportUsers(filter),
    onSuccess: (blob) => {
      reportError(null);
      downloadFile(blob, exportFileName(new Date()));
    },
    onError: () => reportError('academy.users.errors.export'),
  });
  return (
    <Button
      label="academy.users.actions.export"
      disabled={exportUsers.isPending}
      onClick={() => exportUsers.mutate()}
    >
      <DownloadIcon />
    </Button>
  );
}
