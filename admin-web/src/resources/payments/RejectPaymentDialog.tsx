import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { RejectPaymentRequest } from '@academy/contracts';
import { useTypedTranslate } from '../../i18n/use-typed-translate';
import type { AcademyDataProvider } from '../../providers/data-provider';
import type { PaymentDialogProps } from './ConfirmPaymentDialog';
import { PaymentActionDialog } from './parts/PaymentActionDialog';
import { useMoneyText, useStudentText } from './parts/PaymentDisplay';
import { reasonOrNull } from '../../components/ReasonField';
import { PaymentReasonField } from './parts/ReasonField';

/** Rejects a pending payment with the reason the student will read; nothing is credited. */
export function RejectPaymentDialog({ payment, open, onClose }: PaymentDialogProps) {
  const translate = useTypedTranslate();
  const dataProvider = useDataProvider<AcademyDataProvider>();
  const moneyText = useMoneyText();
  const studentText = useStudentText();
  const [text, setText] = useState('');
  const reason = reasonOrNull(text);
  const close = () => {
    setText('');
    onClose();
  };
  return (
    <PaymentActionDialog<RejectPaymentRequest>
      open={open}
      onClose={close}
      title="academy.payments.rejectDialog.title"
      question={translate('academy.payments.rejectDialog.question', {
        amount: moneyText(payment.amount),
        student: studentText(payment),
      })}
      confirmLabel="academy.payments.actions.reject"
      confirmColor="error"
      variables={reason === null ? null : { reason }}
      run={(request) => dataProvider.rejectPayment(payment.id, request)}
      done="academy.payments.notices.rejected"
      refusals={{ CONFLICT: 'academy.payments.errors.notRejected' }}
    >
      <PaymentReasonField
        label="academy.payments.rejectDialog.reason"
        value={text}
        onChange={setText}
      />
    </PaymentActionDialog>
  );
}
