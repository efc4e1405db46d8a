import DownloadIcon from '@mui/icons-material/Download';
import { useMutation } from '@tanstack/react-query';
import { Button, useDataProvider } from 'react-admin';
import type { AcademyDataProvider } from '../../../providers/data-provider';
import { useUserFilter } from '../use-user-filter';
import { followDownloadLink } from '../../../components/download-file';
import { useReportError } from '../../../components/ErrorBanner';

/** Every user matching the current search, as CSV streamed by the server straight to disk (not just this page). */
export function ExportCsvButton() {
  const filter = useUserFilter();
  const dataProvider = useDataProvider<AcademyDataProvider>();
  const reportError = useReportError();
  const exportUsers = useMutation({
    mutationFn: () => dataProvider.exportUsers(filter),
    onSuccess: (link) => {
      reportError(null);
      followDownloadLink(link.url);
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
