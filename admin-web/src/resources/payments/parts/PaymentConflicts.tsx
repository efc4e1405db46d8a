import type { MouseEvent } from 'react';
import { Chip, Stack, Tooltip, Typography } from '@mui/material';
import type { AdminPayment, ConflictingClaim } from '@academy/contracts';
import { Link, useCreatePath } from 'react-admin';
import { useTypedTranslate } from '../../../i18n/use-typed-translate';
import { useDateText } from '../../../components/use-date-text';
import { RecordTable, type RecordColumn } from '../../../components/RecordTable';
import { PaymentStatusChip, useMoneyText } from './PaymentDisplay';

/** "Conflict" on a payment whose reference other students' payments claim too. */
export function PaymentConflictFlag({ payment }: { payment: AdminPayment }) {
  const translate = useTypedTranslate();
  if (payment.conflictingClaimCount === 0) return null;
  return (
    <Tooltip
      title={translate('academy.payments.conflict.hint', { count: payment.conflictingClaimCount })}
    >
      <Chip
        size="small"
        color="error"
        variant="outlined"
        label={translate('academy.payments.conflict.flag')}
      />
    </Tooltip>
  );
}

/**
 * The other claims of the payment's reference beside it: which payment, whose, how much, when
 * and how it stands, so that staff judge who made the transfer.
 */
export function PaymentConflictingClaims({ payment }: { payment: AdminPayment }) {
  const translate = useTypedTranslate();
  const createPath = useCreatePath();
  const moneyText = useMoneyText();
  const dateText = useDateText();
  const hidden = payment.conflictingClaimCount - payment.conflictingClaims.length;
  const columns: RecordColumn<ConflictingClaim>[] = [
    {
      head: 'academy.payments.conflict.payment',
      sx: { fontFamily: 'monospace', overflowWrap: 'anywhere' },
      cell: (claim) => (
        <Link
          to={createPath({ resource: 'payments', type: 'show', id: claim.id })}
          onClick={(event: MouseEvent) => event.stopPropagation()}
        >
          {claim.id}
        </Link>
      ),
    },
    {
      head: 'academy.payments.conflict.student',
      sx: { overflowWrap: 'anywhere' },
      cell: (claim) =>
        claim.userDeleted || claim.userEmail === null
          ? translate('academy.payments.deletedStudent', { id: claim.userId })
          : `${claim.userId} · ${claim.userEmail}`,
    },
    {
      head: 'academy.payments.conflict.amount',
      align: 'right',
      sx: { whiteSpace: 'nowrap' },
      cell: (claim) => moneyText(claim.amount),
    },
    {
      head: 'academy.payments.conflict.createdAt',
      sx: { whiteSpace: 'nowrap' },
      cell: (claim) => dateText(claim.createdAt),
    },
    {
      head: 'academy.payments.conflict.status',
      cell: (claim) => <PaymentStatusChip payment={claim} />,
    },
  ];
  return (
    <Stack spacing={1}>
      <Typography variant="body2" color="text.secondary">
        {translate('academy.payments.conflict.intro')}
      </Typography>
      <RecordTable
        label="academy.payments.conflict.title"
        columns={columns}
        records={payment.conflictingClaims}
        recordKey={(claim) => claim.id}
      />
      {hidden > 0 && (
        <Typography variant="body2" color="text.secondary">
          {translate('academy.payments.conflict.more', { count: hidden })}
        </Typography>
      )}
    </Stack>
  );
}
