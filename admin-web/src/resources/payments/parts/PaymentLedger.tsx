import { Alert, CircularProgress, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { LedgerTable } from '../../../components/LedgerTable';
import { useTypedTranslate } from '../../../i18n/use-typed-translate';
import { academyQueries } from '../../../providers/academy-queries';
import type { AcademyDataProvider } from '../../../providers/data-provider';

/** The balance changes this payment caused (a top-up's credit, its reversal), newest first. */
export function PaymentLedger({ paymentId }: { paymentId: string }) {
  const translate = useTypedTranslate();
  const dataProvider = useDataProvider<AcademyDataProvider>();
  const ledger = useQuery({
    ...academyQueries.paymentLedger(dataProvider, paymentId),
    retry: false,
  });
  if (ledger.isPending) {
    return <CircularProgress size={24} aria-label={translate('ra.page.loading')} />;
  }
  if (ledger.isError) {
    return <Alert severity="error">{translate('academy.payments.errors.ledger')}</Alert>;
  }
  if (ledger.data.data.length === 0) {
    return (
      <Typography color="text.secondary">{translate('academy.payments.show.noLedger')}</Typography>
    );
  }
  return <LedgerTable entries={ledger.data.data} />;
}
