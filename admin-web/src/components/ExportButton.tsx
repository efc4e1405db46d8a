import DownloadIcon from '@mui/icons-material/Download';
import { useMutation } from '@tanstack/react-query';
import { Button } from 'react-admin';
import type { ExportLink } from '@academy/contracts';
import type { MessageKey } from '../i18n/en';
import { useReportError } from './ErrorBanner';
import { followDownloadLink } from './download-file';

interface ExportButtonProps {
  label: MessageKey;
  /** Shown in the page's red banner when the API gives no link. */
  failure: MessageKey;
  /** Asks the API for a signed link to the CSV of every row the list's filters match. */
  requestLink: () => Promise<ExportLink>;
}

/**
 * A list's CSV export: the server streams the file straight to disk through a signed link, so
 * it holds every matching row, not just this page, and never passes through the page's memory.
 */
export function ExportButton({ label, failure, requestLink }: ExportButtonProps) {
  const reportError = useReportError();
  const exportRows = useMutation({
    mutationFn: requestLink,
    onSuccess: (link) => {
      reportError(null);
      followDownloadLink(link.url);
    },
    onError: () => reportError(failure),
  });
  return (
    <Button label={label} disabled={exportRows.isPending} onClick={() => exportRows.mutate()}>
      <DownloadIcon />
    </Button>
  );
}
