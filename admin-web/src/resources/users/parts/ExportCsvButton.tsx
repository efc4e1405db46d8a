import DownloadIcon from '@mui/icons-material/Download';
import { useMutation } from '@tanstack/react-query';
import { Button, useDataProvider } from 'react-admin';
import type { AcademyDataProvider } from '../../../providers/data-provider';
import { useUserFilter } from '../use-user-filter';
import { useReportError } from './ErrorBanner';

const pad = (value: number) => String(value).padStart(2, '0');

/** users-YYYY-MM-DD.csv, dated by the staff member's own calendar. */
export function exportFileName(now: Date): string {
  return `users-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}

function download(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The browser reads the blob after this click returns; freeing it at once can cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
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
      download(blob, exportFileName(new Date()));
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
