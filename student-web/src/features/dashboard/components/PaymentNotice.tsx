import { Alert } from '@mui/material';
import type { PaymentReturnOutcome } from '@academy/contracts';
import { useTranslation } from 'react-i18next';

interface PaymentNoticeProps {
  outcome: PaymentReturnOutcome;
  onClose: () => void;
}

/** What happened to the payment the student just came back from. */
export function PaymentNotice({ outcome, onClose }: PaymentNoticeProps) {
  const { t } = useTranslation('dashboard');
  return (
    <Alert
      role="status"
      severity={outcome === 'success' ? 'success' : 'info'}
      onClose={onClose}
      closeText={t('paymentNotice.close')}
    >
      {t(`paymentNotice.${outcome}`)}
    </Alert>
  );
}
