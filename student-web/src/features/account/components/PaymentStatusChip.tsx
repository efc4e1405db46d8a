import { Chip } from '@mui/material';
import type { PaymentRecord } from '@academy/contracts';
import { useTranslation } from 'react-i18next';
import { paymentStatusText, STATUS_COLOURS } from '../payment-status';

/** The payment's status in the student's words, coloured by what it means for them. */
export function PaymentStatusChip({ payment }: { payment: PaymentRecord }) {
  const { t } = useTranslation('account');
  const status = paymentStatusText(payment);
  return (
    <Chip size="small" label={t(`payments.statuses.${status}`)} color={STATUS_COLOURS[status]} />
  );
}
