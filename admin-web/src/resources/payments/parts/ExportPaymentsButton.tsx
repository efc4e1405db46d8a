import DownloadIcon from '@mui/icons-material/Download';
import { useMutation } from '@tanstack/react-query';
import { Button, useDataProvider } from 'react-admin';
import { useReportError } from '../../../components/ErrorBanner';
import { downloadFile } from '../../../components/download-file';
import type { AcademyDataProvider } from '../../../providers/data-provider';
import { usePaymentFilter } from '../use-payment-filter';

const pad = (value: number) => String(value).padStart(2, '0');

/** payments-YYYY-MM-DD.csv, dated by the staff member's own calendar. */
export function paymentsExportFileName(now: Date): string {
  return `payments-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}

/** Every payment matching the current filters, as CSV streamed by the server (not just this page). */
export function ExportPaymentsButton() {
  const filter = usePaymentFilter();
  const dataProvider = useDataProvider<AcademyDataProvider>();
  const reportError = useReportError();
  const exportPayments = useMutation({
    mutationFn: () => dataProvider.exportPayments(filter),
    onSuccess: (blob) => {
      reportError(null);
      downloadFile(blob, paymentsExportFileName(new Date()));
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
