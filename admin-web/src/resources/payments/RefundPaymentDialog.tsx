import { useState } from 'react';
import { Checkbox, FormControlLabel } from '@mui/material';
import { useDataProvider } from 'react-admin';
import type { RefundPaymentRequest } from '@academy/contracts';
import { useTypedTranslate } from '../../i18n/use-typed-translate';
import type { AcademyDataProvider } from '../../providers/data-provider';
import type { PaymentDialogProps } from './ConfirmPaymentDialog';
import { PaymentActionDialog } from './parts/PaymentActionDialog';
import { useMoneyText, useStudentText } from './parts/PaymentDisplay';
import { reasonOrNull } from '../../components/ReasonField';
import { PaymentReasonField } from './parts/ReasonField';

/**
 * Refunds a paid payment (admins only). By default the credit goes back too; unticking the box
 * leaves the top-up or the course with the student, which the API audits.
 */
export function RefundPaymentDialog({ payment, open, onClose }: PaymentDialogProps) {
  const translate = useTypedTranslate();
  const dataProvider = useDataProvider<AcademyDataProvider>();
  const moneyText = useMoneyText();
  const studentText = useStudentText();
  const [text, setText] = useState('');
  const [reverseCredit, setReverseCredit] = useState(true);
  const reason = reasonOrNull(text);
  const close = () => {
    setText('');
    setReverseCredit(true);
    onClose();
  };
  return (
    <PaymentActionDialog<RefundPaymentRequest>
      open={open}
      onClose={close}
      title="academy.payments.refundDialog.title"
      question={translate('academy.payments.refundDialog.question', {
        amount: moneyText(payment.amount),
        student: studentText(payment),
      })}
      confirmLabel="academy.payments.actions.refund"
      confirmColor="warning"
      variables={reason === null ? null : { reason, reverseCredit }}
      run={(request) => dataProvider.refundPayment(payment.id, request)}
      done="academy.payments.notices.refunded"
      refusals={{ CONFLICT: 'academy.payments.errors.notRefunded' }}
    >
      <PaymentReasonField
        label="academy.payments.refundDialog.reason"
        value={text}
        onChange={setText}
      />
      <FormControlLabel
        control={
          <Checkbox
            checked={reverseCredit}
            onChange={(event) => setReverseCredit(event.target.checked)}
          />
        }
        label={translate('academy.payments.refundDialog.reverseCredit')}
      />
    </PaymentActionDialog>
  );
}
