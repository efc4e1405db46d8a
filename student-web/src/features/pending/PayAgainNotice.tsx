import { Alert, AlertTitle, Button, Stack } from '@mui/material';
import type { Purchase } from '@academy/contracts';
import { useTranslation } from 'react-i18next';
import { PendingPaymentsCard } from './PendingPaymentsCard';
import { isSamePurchase } from './pending-payments';

/**
 * Before a second payment for what already waits for confirmation: the pending one, and a
 * deliberate choice to pay again.
 */
export function PayAgainNotice({
  purchase,
  onProceed,
}: {
  purchase: Purchase;
  onProceed: () => void;
}) {
  const { t } = useTranslation('pending');
  return (
    <Stack spacing={2}>
      <Alert severity="warning">
        <AlertTitle component="h2" sx={{ fontSize: '1rem' }}>
          {t('again.title')}
        </AlertTitle>
        {t('again.text')}
      </Alert>
      <PendingPaymentsCard only={(payment) => isSamePurchase(payment, purchase)} />
      <Button variant="outlined" onClick={onProceed} sx={{ alignSelf: 'flex-start' }}>
        {t('again.proceed')}
      </Button>
    </Stack>
  );
}
