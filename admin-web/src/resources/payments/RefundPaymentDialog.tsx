import { useState } from 'react';
import { Checkbox, FormControlLabel } from '@mui/material';
import { useDataProvider } from 'react-admin';
import { useTypedTranslate } from '../../i18n/use-typed-translate';
import type { AcademyDataProvider } from '../../providers/data-provider';
import { PaymentReasonDialog, type PaymentDialogProps } from './parts/PaymentActionDialog';

/**
 * Refunds a paid payment (admins only). By default the credit goes back too; unticking the box
 * leaves the top-up or the course with the student, which the API audits.
 */
export function RefundPaymentDialog({ onClose, ...props }: PaymentDialogProps) {
  const translate = useTypedTranslate();
  const dataProvider = useDataProvider<AcademyDataProvider>();
  const [reverseCredit, setReverseCredit] = useState(true);
  return (
    <PaymentReasonDialog
      action="refund"
      {...props}
      onClose={() => {
        setReverseCredit(true);
        onClose();
      }}
      run={(reason) => dataProvider.refundPayment(props.payment.id, { reason, reverseCredit })}
    >
      <FormControlLabel
        control={
          <Checkbox
            checked={reverseCredit}
            onChange={(event) => setReverseCredit(event.target.checked)}
          />
        }
        label={translate('academy.payments.refundDialog.reverseCredit')}
      />
    </PaymentReasonDialog>
  );
}
