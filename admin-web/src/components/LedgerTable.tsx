import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useLocale } from 'react-admin';
import type { LedgerEntry } from '@academy/contracts';
import { useTypedTranslate } from '../i18n/use-typed-translate';

interface LedgerTableProps {
  entries: LedgerEntry[];
  /** The payment cell of a row that a payment caused, such as a link to it; no column without. */
  renderPayment?: (paymentId: string) => ReactNode;
}

/**
 * Balance changes as a table: when, the signed change, the balance after, why (the kind of change
 * and, under it, what staff wrote) and by whom.
 */
export function LedgerTable({ entries, renderPayment }: LedgerTableProps) {
  const translate = useTypedTranslate();
  const locale = useLocale();
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' });
  const signedMoney = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    signDisplay: 'exceptZero',
  });
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    // A phone scrolls the table sideways rather than squeezing the amounts; the keyboard reaches
    // that scroll too, by a stop of its own named like the table.
    <Box
      role="group"
      tabIndex={0}
      aria-label={translate('academy.payments.show.ledger')}
      sx={{ overflowX: 'auto' }}
    >
      <Table size="small" aria-label={translate('academy.payments.show.ledger')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('academy.payments.ledger.createdAt')}</TableCell>
            <TableCell align="right">{translate('academy.payments.ledger.amount')}</TableCell>
            <TableCell align="right">{translate('academy.payments.ledger.balanceAfter')}</TableCell>
            <TableCell>{translate('academy.payments.ledger.reason')}</TableCell>
            <TableCell>{translate('academy.payments.ledger.actor')}</TableCell>
            {renderPayment && <TableCell>{translate('academy.payments.ledger.payment')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry) => (
            <TableRow key={entry.id}>
              <TableCell>{date.format(new Date(entry.createdAt))}</TableCell>
              <TableCell align="right">{signedMoney.format(entry.amount)}</TableCell>
              <TableCell align="right">{money.format(entry.balanceAfter)}</TableCell>
              <TableCell>
                {translate(`academy.payments.ledger.reasons.${entry.reason}`)}
                {entry.note && (
                  <Typography
                    component="span"
                    variant="body2"
                    color="text.secondary"
                    sx={{ display: 'block', overflowWrap: 'break-word' }}
                  >
                    {entry.note}
                  </Typography>
                )}
              </TableCell>
              <TableCell>{entry.actor ?? translate('academy.payments.ledger.system')}</TableCell>
              {renderPayment && (
                <TableCell>{entry.paymentId ? renderPayment(entry.paymentId) : null}</TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
