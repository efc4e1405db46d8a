import { Button, Stack, Typography } from '@mui/material';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import type { PaymentRecord, SalesDocumentKind } from '@academy/contracts';
import { useTranslation } from 'react-i18next';
import { useDownloadSalesDocument } from '../api/download-sales-document';

/** The documents a payment may have, in the order they are listed. */
const SALES_DOCUMENTS = [
  {
    kind: 'receipt',
    numberOf: 'salesReceiptNumber',
    label: 'payments.receipt',
    named: 'payments.receiptNamed',
  },
  {
    kind: 'credit_note',
    numberOf: 'creditNoteNumber',
    label: 'payments.creditNote',
    named: 'payments.creditNoteNamed',
  },
] as const satisfies readonly {
  kind: SalesDocumentKind;
  numberOf: keyof PaymentRecord;
  label: string;
  named: string;
}[];

/** A payment's sales receipt and credit note, each downloaded as a PDF named by its number. */
export function SalesDocumentLinks({ payment }: { payment: PaymentRecord }) {
  const { t } = useTranslation('account');
  const download = useDownloadSalesDocument();
  const documents = SALES_DOCUMENTS.flatMap(({ kind, numberOf, label, named }) => {
    const number = payment[numberOf];
    return number ? [{ kind, number, label: t(label), name: t(named, { number }) }] : [];
  });
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
