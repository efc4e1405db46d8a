import { useDataProvider } from 'react-admin';
import { ExportButton } from '../../../components/ExportButton';
import type { AcademyDataProvider } from '../../../providers/data-provider';
import { usePaymentFilter } from '../use-payment-filter';

/** Every payment matching the current filters, as CSV. */
export function ExportPaymentsButton() {
  const filter = usePaymentFilter();
  const dataProvider = useDataProvider<AcademyDataProvider>();
  return (
    <ExportButton
      label="academy.payments.actions.export"
      failure="academy.payments.errors.export"
      requestLink={() => dataProvider.exportPayments(filter)}
    />
  );
}
