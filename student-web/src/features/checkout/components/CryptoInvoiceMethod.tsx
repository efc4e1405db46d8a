import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { ERROR_CODES, type Purchase } from '@academy/contracts';
import { useTranslation } from 'react-i18next';
import { ApiResponseError } from '../../../lib/api-client';
import { useMutationInFlight } from '../../../lib/use-mutation-in-flight';
import {
  createCryptoInvoiceMutationKey,
  useCreateCryptoInvoice,
} from '../api/create-crypto-invoice';
import { promoCodeField, useAppliedPromo } from '../promo-context';
import { purchaseCourse } from '../purchase-query';
import { usePageRestore } from '../use-page-restore';
import { usePurchaseText } from '../use-purchase-text';
import { usePromoRefusalText } from '../../bonuses';

/** Which sentence tells the student why the invoice was not made. */
function failureKey(error: unknown): 'invoice.timeout' | 'invoice.unavailable' | 'invoice.failed' {
  if (!(error instanceof ApiResponseError)) return 'invoice.failed';
  if (error.body?.code === ERROR_CODES.PAYMENT_PROVIDER_TIMEOUT) return 'invoice.timeout';
  if (error.status === 503) return 'invoice.unavailable';
  return 'invoice.failed';
}

/**
 * Crypto through BTCPay Server: one invoice per payment, with its own amount in the coin at a
 * locked rate. The student pays on BTCPay's checkout and comes back to the payment's own page.
 */
export function CryptoInvoiceMethod({ purchase }: { purchase: Purchase }) {
  const { t } = useTranslation('checkout');
  const { amount } = usePurchaseText(purchase);
  const promo = useAppliedPromo();
  const promoRefusalText = usePromoRefusalText();
  const creating = useMutationInFlight(createCryptoInvoiceMutationKey);
  const { mutate, reset, isPending, isSuccess, error } = useCreateCryptoInvoice();
  usePageRestore(reset);
  const busy = isPending || isSuccess;

  const pay = () => {
    if (creating()) return;
    mutate(
      { course: purchaseCourse(purchase), price: purchase.amount, ...promoCodeField(promo) },
      { onSuccess: (link) => window.location.assign(link) },
    );
  };

  return (
    <Stack spacing={3}>
      <Typography color="text.secondary">{t('invoice.text', { amount })}</Typography>
      {error && <Alert severity="error">{promoRefusalText(error) ?? t(failureKey(error))}</Alert>}
      <Button
        variant="contained"
        size="large"
        onClick={pay}
        disabled={busy}
        startIcon={busy ? <CircularProgress size={20} color="inherit" /> : undefined}
        sx={{ alignSelf: { sm: 'flex-start' } }}
      >
        {t(busy ? 'invoice.busy' : 'invoice.pay')}
      </Button>
    </Stack>
  );
}
