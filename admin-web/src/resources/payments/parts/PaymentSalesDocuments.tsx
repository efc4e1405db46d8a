import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AdminPayment, SalesDocumentKind } from '@academy/contracts';
import { downloadFile } from '../../../components/download-file';
import { useTypedTranslate } from '../../../i18n/use-typed-translate';
import type { AcademyDataProvider } from '../../../providers/data-provider';

/** The sales receipt and credit note the API issued for the payment, each saved by its number. */
export function PaymentSalesDocuments({ payment }: { payment: AdminPayment }) {
  const translate = useTypedTranslate();
  const dataProvider = useDataProvider<AcademyDataProvider>();
  const download = useMutation({
    mutationFn: async ({ kind, number }: { kind: SalesDocumentKind; number: string }) =>
      downloadFile(await dataProvider.getSalesDocument(payment.id, kind), `${number}.pdf`),
  });
  const documents: { kind: SalesDocumentKind; number: string; label: string }[] = [];
  if (payment.salesReceiptNumber) {
    const number = payment.salesReceiptNumber;
    documents.push({
      kind: 'receipt',
      number,
      label: translate('academy.payments.show.salesReceipt', { number }),
    });
  }
  if (payment.creditNoteNumber) {
    const number = payment.creditNoteNumber;
    documents.push({
      kind: 'credit_note',
      number,
      label: translate('academy.payments.show.creditNote', { number }),
    });
  }
  if (documents.length === 0) {
    return (
      <Typography color="text.secondary">
        {translate('academy.payments.show.noSalesDocuments')}
      </Typography>
    );
  }
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      {documents.map(({ kind, number, label }) => (
        <Button
          key={kind}
          variant="outlined"
          startIcon={<DownloadIcon />}
          disabled={download.isPending}
          onClick={() => download.mutate({ kind, number })}
        >
          {label}
        </Button>
      ))}
      {download.isError && (
        <Alert severity="error">{translate('academy.payments.errors.salesDocument')}</Alert>
      )}
    </Stack>
  );
}
