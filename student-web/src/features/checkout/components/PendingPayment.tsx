import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import type { ManualPayment, Purchase } from '@academy/contracts';
import type { MutationStatus } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/routes';
import { receiptProblem } from '../manual-payment-form';
import { usePurchaseText } from '../use-purchase-text';
import { ReceiptField } from './ReceiptField';

interface PendingPaymentProps {
  purchase: Purchase;
  payment: ManualPayment;
  receipt: { status: MutationStatus; error: string | null; retry: (file: File) => void };
  /** The receipt sent with the payment, offered again if its upload failed. */
  attached: File | null;
  onClose: () => void;
}

/** The recorded payment, waiting for staff: its amount and reference, and how its receipt fared. */
export function PendingPayment({
  purchase,
  payment,
  receipt,
  attached,
  onClose,
}: PendingPaymentProps) {
  const { t } = useTranslation('checkout');
  const { product } = usePurchaseText(purchase);
  const title = useRef<HTMLHeadingElement>(null);

  // The form the student was in is gone: the outcome takes the focus and is read out.
  useEffect(() => title.current?.focus(), []);

  return (
    <Stack spacing={3}>
      <Alert severity="info" icon={<HourglassTopIcon />} role="status">
        <Typography
          ref={title}
          tabIndex={-1}
          variant="h3"
          component="h2"
          sx={{ mb: 0.5, outline: 'none' }}
        >
          {t('paid.pending.title')}
        </Typography>
        {t('paid.pending.text', { product })}
      </Alert>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1, m: 0 }}
      >
        <Typography component="dt" color="text.secondary">
          {t('paid.pending.amount')}
        </Typography>
        <Typography component="dd" sx={{ m: 0, fontWeight: 700 }}>
          {t('amount', { amount: payment.amount })}
        </Typography>
        <Typography component="dt" color="text.secondary">
          {t('paid.pending.reference')}
        </Typography>
        <Typography
          component="dd"
          sx={{ m: 0, fontWeight: 700, fontFamily: 'monospace', overflowWrap: 'anywhere' }}
        >
          {payment.reference}
        </Typography>
      </Box>
      <ReceiptOutcome receipt={receipt} attached={attached} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button variant="contained" size="large" onClick={onClose}>
          {t('paid.pending.close')}
        </Button>
        <Button component={RouterLink} to={paths.settings} size="large">
          {t('paid.pending.payments')}
        </Button>
      </Stack>
    </Stack>
  );
}

function ReceiptOutcome({ receipt, attached }: Pick<PendingPaymentProps, 'receipt' | 'attached'>) {
  const { t } = useTranslation('checkout');
  const [file, setFile] = useState(attached);
  const problem = file && receiptProblem(file);

  switch (receipt.status) {
    case 'idle':
      return null;
    case 'pending':
      return (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress size={20} aria-hidden />
          <Typography>{t('paid.pending.receiptUploading')}</Typography>
        </Stack>
      );
    case 'success':
      return (
        <Alert severity="success" role="status">
          {t('paid.pending.receiptUploaded')}
        </Alert>
      );
    case 'error':
      return (
        <Stack spacing={2}>
          <Alert severity="warning">
            {t('paid.pending.receiptFailed')}
            {receipt.error && <Box sx={{ mt: 0.5 }}>{receipt.error}</Box>}
          </Alert>
          <ReceiptField file={file} problem={problem} onChange={setFile} />
          <Button
            variant="outlined"
            disabled={!file || problem !== null}
            onClick={() => file && receipt.retry(file)}
            sx={{ alignSelf: { sm: 'flex-start' } }}
          >
            {t('paid.pending.retry')}
          </Button>
        </Stack>
      );
  }
}
