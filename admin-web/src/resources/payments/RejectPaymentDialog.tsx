import { useDataProvider } from 'react-admin';
import type { AcademyDataProvider } from '../../providers/data-provider';
import { PaymentReasonDialog, type PaymentDialogProps } from './parts/PaymentActionDialog';

/** Rejects a pending payment with the reason the student will read; nothing is credited. */
export function RejectPaymentDialog(props: PaymentDialogProps) {
  const dataProvider = useDataProvider<AcademyDataProvider>();
  return (
    <PaymentReasonDialog
      action="reject"
      {...props}
      run={(reason) => dataProvider.rejectPayment(props.payment.id, { reason })}
    />
  );
}
