import {
  Alert,
  Box,
  CircularProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { useTypedTranslate } from '../../../i18n/use-typed-translate';
import { academyQueries } from '../../../providers/academy-queries';
import type { AcademyDataProvider } from '../../../providers/data-provider';
import { useDateText, useMoneyText } from './PaymentFields';

/** The balance changes this payment caused (a top-up's credit, its reversal), newest first. */
export function PaymentLedger({ paymentId }: { paymentId: string }) {
  const translate = useTypedTranslate();
  const dataProvider = useDataProvider<AcademyDataProvider>();
  const moneyText = useMoneyText();
  const dateText = useDateText();
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
  return (
    // A phone scrolls the table sideways rather than squeezing the amounts.
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={translate('academy.payments.show.ledger')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('academy.payments.ledger.createdAt')}</TableCell>
            <TableCell align="right">{translate('academy.payments.ledger.amount')}</TableCell>
            <TableCell align="right">{translate('academy.payments.ledger.balanceAfter')}</TableCell>
            <TableCell>{translate('academy.payments.ledger.reason')}</TableCell>
            <TableCell>{translate('academy.payments.ledger.actor')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {ledger.data.data.map((entry) => (
            <TableRow key={entry.id}>
              <TableCell>{dateText(entry.createdAt)}</TableCell>
              <TableCell align="right">{moneyText(entry.amount)}</TableCell>
              <TableCell align="right">{moneyText(entry.balanceAfter)}</TableCell>
              <TableCell>{translate(`academy.payments.ledger.reasons.${entry.reason}`)}</TableCell>
              <TableCell>{entry.actor ?? translate('academy.payments.ledger.system')}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
