import { Button, Stack, Typography } from '@mui/material';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import type { PaymentRecord, SalesDocumentKind } from '@academy/contracts';
import { useTranslation } from 'react-i18next';
import { useDownloadSalesDocument } from '../api/download-sales-document';

/** A payment's sales receipt and credit note, each downloaded as a PDF named by its number. */
export function SalesDocumentLinks({ payment }: { payment: PaymentRecord }) {
  const { t } = useTranslation('account');
  const download = useDownloadSalesDocument();
  const documents: { kind: SalesDocumentKind; number: string; label: string; name: string }[] = [];
  if (payment.salesReceiptNumber) {
    const number = payment.salesReceiptNumber;
    documents.push({
      kind: 'receipt',
      number,
      label: t('payments.receipt'),
      name: t('payments.receiptNamed', { number }),
    });
  }
  if (payment.creditNoteNumber) {
    const number = payment.creditNoteNumber;
    documents.push({
      kind: 'credit_note',
      number,
      label: t('payments.creditNote'),
      name: t('payments.creditNoteNamed', { number }),
    });
  }
  if (documents.length === 0) return <>{t('payments.noReference')}</>;
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      {documents.map(({ kind, number, label, name }) => (
        <Button
          key={kind}
          size="small"
          startIcon={<ReceiptLongIcon />}
          disabled={download.isPending}
          onClick={() => download.mutate({ paymentId: payment.id, kind, number })}
          aria-label={name}
        >
          {label}
        </Button>
      ))}
      {download.isError && (
        <Typography role="alert" variant="body2" color="error">
          {t('payments.documentFailed')}
        </Typography>
      )}
    </Stack>
  );
}
