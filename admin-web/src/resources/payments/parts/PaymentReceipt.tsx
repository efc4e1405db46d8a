import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AdminPayment } from '@academy/contracts';
import { downloadFile } from '../../../components/download-file';
import { useTypedTranslate } from '../../../i18n/use-typed-translate';
import { academyQueries } from '../../../providers/academy-queries';
import type { AcademyDataProvider } from '../../../providers/data-provider';

function ReceiptImage({ payment }: { payment: AdminPayment }) {
  const translate = useTypedTranslate();
  const dataProvider = useDataProvider<AcademyDataProvider>();
  const image = useQuery({
    ...academyQueries.paymentReceiptImage(dataProvider, payment.id),
    retry: false,
  });
  if (image.isPending)
    return <CircularProgress size={24} aria-label={translate('ra.page.loading')} />;
  if (image.isError)
    return <Alert severity="error">{translate('academy.payments.errors.receipt')}</Alert>;
  return (
    <Box
      component="img"
      src={image.data}
      alt={translate('academy.payments.show.receiptImage', {
        reference: payment.reference ?? payment.id,
      })}
      sx={{ display: 'block', maxWidth: '100%', maxHeight: 480, objectFit: 'contain' }}
    />
  );
}

/** A PDF is not previewed: it is fetched with the staff token when asked for, and saved. */
function ReceiptPdf({ payment }: { payment: AdminPayment }) {
  const translate = useTypedTranslate();
  const dataProvider = useDataProvider<AcademyDataProvider>();
  const download = useMutation({
    mutationFn: () => dataProvider.getPaymentReceipt(payment.id),
    onSuccess: (blob) => downloadFile(blob, `receipt-${payment.id}.pdf`),
  });
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<DownloadIcon />}
        disabled={download.isPending}
        onClick={() => download.mutate()}
      >
        {translate('academy.payments.show.openReceipt')}
      </Button>
      {download.isError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {translate('academy.payments.errors.receipt')}
        </Alert>
      )}
    </>
  );
}

/** The receipt the student attached: an image shown in place, a PDF to download. */
export function PaymentReceipt({ payment }: { payment: AdminPayment }) {
  const translate = useTypedTranslate();
  if (!payment.hasReceipt) {
    return (
      <Typography color="text.secondary">{translate('academy.payments.show.noReceipt')}</Typography>
    );
  }
  return payment.receiptType === 'application/pdf' ? (
    <ReceiptPdf payment={payment} />
  ) : (
    <ReceiptImage payment={payment} />
  );
}
