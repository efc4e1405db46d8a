import { useDataProvider } from 'react-admin';
import type { AcademyDataProvider } from '../../providers/data-provider';
import { PaymentActionDialog, type PaymentDialogProps } from './parts/PaymentActionDialog';

/** Marks a pending payment paid once staff have seen the money arrive; the API credits it once. */
export function ConfirmPaymentDialog(props: PaymentDialogProps) {
  const dataProvider = useDataProvider<AcademyDataProvider>();
  return (
    <PaymentActionDialog
      action="confirm"
      {...props}
      variables={props.payment.id}
      run={(id) => dataProvider.confirmPayment(id)}
    />
  );
}
