import { useCallback } from 'react';
import { Chip, type ChipProps } from '@mui/material';
import type { AdminPayment, PaymentStatus } from '@academy/contracts';
import { useLocale } from 'react-admin';
import { useTypedTranslate } from '../../../i18n/use-typed-translate';

const STATUS_COLORS: Record<PaymentStatus, ChipProps['color']> = {
  pending: 'warning',
  paid: 'success',
  refunded: 'info',
  rejected: 'error',
  failed: 'error',
  cancelled: 'default',
  expired: 'default',
};

/** '$250.00': payments are in USD, written the staff member's way. */
export function useMoneyText(): (amount: number) => string {
  const locale = useLocale();
  return useCallback(
    (amount: number) =>
      new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(amount),
    [locale],
  );
}

/** The tier's name as students hold it ('GOLD'), or 'Top-up'. */
export function usePurchaseText(): (payment: AdminPayment) => string {
  const translate = useTypedTranslate();
  return useCallback(
    (payment: AdminPayment) =>
      payment.kind === 'topup' || payment.tier === null
        ? translate('academy.payments.purchase.topup')
        : payment.tier,
    [translate],
  );
}

/** The student as staff name them in a sentence: the e-mail, or the deleted account's id. */
export function useStudentText(): (payment: AdminPayment) => string {
  const translate = useTypedTranslate();
  return useCallback(
    (payment: AdminPayment) =>
      payment.userDeleted || payment.userEmail === null
        ? translate('academy.payments.deletedStudent', { id: payment.userId })
        : payment.userEmail,
    [translate],
  );
}

export function PaymentStatusChip({ payment }: { payment: Pick<AdminPayment, 'status'> }) {
  const translate = useTypedTranslate();
  return (
    <Chip
      size="small"
      color={STATUS_COLORS[payment.status]}
      label={translate(`academy.payments.status.${payment.status}`)}
    />
  );
}
