import type { MouseEvent } from 'react';
import {
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import type { AdminPayment } from '@academy/contracts';
import { Link, useCreatePath } from 'react-admin';
import { useTypedTranslate } from '../../../i18n/use-typed-translate';
import { useDateText } from '../../../components/use-date-text';
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
  return (
    <Stack spacing={1}>
      <Typography variant="body2" color="text.secondary">
        {translate('academy.payments.conflict.intro')}
      </Typography>
      <TableContainer>
        <Table size="small" aria-label={translate('academy.payments.conflict.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('academy.payments.conflict.payment')}</TableCell>
              <TableCell>{translate('academy.payments.conflict.student')}</TableCell>
              <TableCell align="right">{translate('academy.payments.conflict.amount')}</TableCell>
              <TableCell>{translate('academy.payments.conflict.createdAt')}</TableCell>
              <TableCell>{translate('academy.payments.conflict.status')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {payment.conflictingClaims.map((claim) => (
              <TableRow key={claim.id}>
                <TableCell sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
                  <Link
                    to={createPath({ resource: 'payments', type: 'show', id: claim.id })}
                    onClick={(event: MouseEvent) => event.stopPropagation()}
                  >
                    {claim.id}
                  </Link>
                </TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>
                  {claim.userDeleted || claim.userEmail === null
                    ? translate('academy.payments.deletedStudent', { id: claim.userId })
                    : `${claim.userId} · ${claim.userEmail}`}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {moneyText(claim.amount)}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{dateText(claim.createdAt)}</TableCell>
                <TableCell>
                  <PaymentStatusChip payment={claim} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {hidden > 0 && (
        <Typography variant="body2" color="text.secondary">
          {translate('academy.payments.conflict.more', { count: hidden })}
        </Typography>
      )}
    </Stack>
  );
}
