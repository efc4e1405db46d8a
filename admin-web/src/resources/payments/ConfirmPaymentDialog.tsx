import { useDataProvider } from 'react-admin';
import type { AdminPayment } from '@academy/contracts';
import { useTypedTranslate } from '../../i18n/use-typed-translate';
import type { AcademyDataProvider } from '../../providers/data-provider';
import { PaymentActionDialog } from './parts/PaymentActionDialog';
import { useMoneyText, usePurchaseText, useStudentText } from './parts/PaymentDisplay';

export interface PaymentDialogProps {
  payment: AdminPayment;
  open: boolean;
  onClose: () => void;
}

/** Marks a pending payment paid once staff have seen the money arrive; the API credits it once. */
export function ConfirmPaymentDialog({ payment, open, onClose }: PaymentDialogProps) {
  const translate = useTypedTranslate();
  const dataProvider = useDataProvider<AcademyDataProvider>();
  const moneyText = useMoneyText();
  const studentText = useStudentText();
  const purchaseText = usePurchaseText();
  return (
    <PaymentActionDialog
      open={open}
      onClose={onClose}
      title="academy.payments.confirmDialog.title"
      question={translate('academy.payments.confirmDialog.question', {
        amount: moneyText(payment.amount),
        student: studentText(payment),
        purchase: purchaseText(payment),
      })}
      confirmLabel="academy.payments.actions.confirm"
      confirmColor="primary"
      variables={payment.id}
      run={(id) => dataProvider.confirmPayment(id)}
      done="academy.payments.notices.confirmed"
      refusals={{ CONFLICT: 'academy.payments.errors.notConfirmed' }}
    />
  );
}
