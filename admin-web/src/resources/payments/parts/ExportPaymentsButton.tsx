import DownloadIcon from '@mui/icons-material/Download';
import { useMutation } from '@tanstack/react-query';
import { Button, useDataProvider } from 'react-admin';
import { useReportError } from '../../../components/ErrorBanner';
import { followDownloadLink } from '../../../components/download-file';
import type { AcademyDataProvider } from '../../../providers/data-provider';
import { usePaymentFilter } from '../use-payment-filter';

/** Every payment matching the current filters, as CSV streamed by the server straight to disk (not just this page). */
export function ExportPaymentsButton() {
  const filter = usePaymentFilter();
  const dataProvider = useDataProvider<AcademyDataProvider>();
  const reportError = useReportError();
  const exportPayments = useMutation({
    mutationFn: () => dataProvider.exportPayments(filter),
    onSuccess: (link) => {
      reportError(null);
      followDownloadLink(link.url);
    },
    onError: () => reportError('academy.payments.errors.export'),
  });
  return (
    <Button
      label="academy.payments.actions.export"
      disabled={exportPayments.isPending}
      onClick={() => exportPayments.mutate()}
    >
      <DownloadIcon />
    </Button>
  );
}
