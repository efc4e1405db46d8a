import { Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useLocale } from 'react-admin';
import type { LedgerEntry } from '@academy/contracts';
import { useTypedTranslate } from '../i18n/use-typed-translate';
import { RecordTable, type RecordColumn } from './RecordTable';

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
  const columns: RecordColumn<LedgerEntry>[] = [
    {
      head: 'academy.payments.ledger.createdAt',
      cell: (entry) => date.format(new Date(entry.createdAt)),
    },
    {
      head: 'academy.payments.ledger.amount',
      align: 'right',
      cell: (entry) => signedMoney.format(entry.amount),
    },
    {
      head: 'academy.payments.ledger.balanceAfter',
      align: 'right',
      cell: (entry) => money.format(entry.balanceAfter),
    },
    {
      head: 'academy.payments.ledger.reason',
      cell: (entry) => (
        <>
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
        </>
      ),
    },
    {
      head: 'academy.payments.ledger.actor',
      cell: (entry) => entry.actor ?? translate('academy.payments.ledger.system'),
    },
  ];
  if (renderPayment) {
    columns.push({
      head: 'academy.payments.ledger.payment',
      cell: (entry) => (entry.paymentId ? renderPayment(entry.paymentId) : null),
    });
  }
  return (
    <RecordTable
      label="academy.payments.show.ledger"
      columns={columns}
      records={entries}
      recordKey={(entry) => entry.id}
    />
  );
}
