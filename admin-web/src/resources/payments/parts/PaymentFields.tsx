import type { MouseEvent } from 'react';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import { Box, Stack, Tooltip, Typography } from '@mui/material';
import type { AdminPayment } from '@academy/contracts';
import { relativeTime } from '@academy/domain';
import { Link, useCreatePath, useRecordContext } from 'react-admin';
import { TruncatedText } from '../../../components/TruncatedText';
import { useNow } from '../../../components/use-now';
import { useTypedTranslate } from '../../../i18n/use-typed-translate';
import { PaymentConflictFlag } from './PaymentConflicts';
import { useDateText } from '../../../components/use-date-text';
import { PaymentStatusChip, useMoneyText, usePurchaseText } from './PaymentDisplay';

/** How long a pending payment has waited for staff, by the shared relative-time rule. */
export function PaymentWaiting({ payment }: { payment: AdminPayment }) {
  const translate = useTypedTranslate();
  const dateText = useDateText();
  const now = useNow();
  if (payment.status !== 'pending') return null;
  const since = new Date(payment.createdAt);
  if (Number.isNaN(since.getTime())) return null;
  const age = relativeTime(since, now);
  let text: string;
  switch (age.kind) {
    case 'justNow':
      text = translate('academy.payments.waiting.justNow');
      break;
    case 'minutes':
    case 'hours':
    case 'days':
      text = translate(`academy.payments.waiting.${age.kind}`, { count: age.count });
      break;
    case 'date':
      text = translate('academy.payments.waiting.date', { date: dateText(payment.createdAt) });
      break;
  }
  return (
    <Typography
      component="time"
      variant="caption"
      dateTime={since.toISOString()}
      color={age.kind === 'days' || age.kind === 'date' ? 'error' : 'text.secondary'}
      sx={{ display: 'block', whiteSpace: 'nowrap' }}
    >
      {text}
    </Typography>
  );
}

/** The status chip, while it is pending how long it has waited, and a shared reference's flag. */
export function PaymentStatusField() {
  const payment = useRecordContext<AdminPayment>();
  if (!payment) return null;
  return (
    <Stack spacing={0.25} sx={{ alignItems: 'flex-start' }}>
      <PaymentStatusChip payment={payment} />
      <PaymentWaiting payment={payment} />
      <PaymentConflictFlag payment={payment} />
    </Stack>
  );
}

export function PaymentCreatedField() {
  const payment = useRecordContext<AdminPayment>();
  const dateText = useDateText();
  if (!payment) return null;
  return (
    // The time's width changes over the day ('9:05 AM', '11:20 PM'): where 1280 px is short of room
    // the date wraps between its words, never inside one, instead of widening the table.
    <Box component="time" dateTime={payment.createdAt} sx={{ overflowWrap: 'normal' }}>
      {dateText(payment.createdAt)}
    </Box>
  );
}

/**
 * The student's e-mail, linking to the users list searched for it (an e-mail is unique), or
 * "deleted account" when the account is gone.
 */
export function PaymentStudentField() {
  const payment = useRecordContext<AdminPayment>();
  const translate = useTypedTranslate();
  const createPath = useCreatePath();
  if (!payment) return null;
  if (payment.userDeleted || payment.userEmail === null) {
    return (
      <Typography component="span" variant="body2" color="text.secondary">
        {payment.userId} · {translate('academy.payments.deletedAccount')}
      </Typography>
    );
  }
  return (
    <Link
      to={{
        pathname: createPath({ resource: 'users', type: 'list' }),
        search: `?filter=${encodeURIComponent(JSON.stringify({ q: payment.userEmail }))}`,
      }}
      aria-label={translate('academy.payments.studentLink', { id: payment.userId })}
      onClick={(event: MouseEvent) => event.stopPropagation()}
      sx={{ display: 'block' }}
    >
      <TruncatedText text={payment.userEmail} />
    </Link>
  );
}

export function PaymentPurchaseField() {
  const payment = useRecordContext<AdminPayment>();
  const purchaseText = usePurchaseText();
  return payment ? <>{purchaseText(payment)}</> : null;
}

export function PaymentAmountField() {
  const payment = useRecordContext<AdminPayment>();
  const moneyText = useMoneyText();
  if (!payment) return null;
  return <Box sx={{ whiteSpace: 'nowrap' }}>{moneyText(payment.amount)}</Box>;
}

export function PaymentMethodField() {
  const payment = useRecordContext<AdminPayment>();
  const translate = useTypedTranslate();
  return payment ? <>{translate(`academy.payments.method.${payment.method}`)}</> : null;
}

/** The student's reference, cut to the column with the whole of it on hover. */
export function PaymentReferenceField() {
  const payment = useRecordContext<AdminPayment>();
  if (!payment?.reference) return null;
  return <TruncatedText text={payment.reference} monospace />;
}

/** A warning sign on a payment that waits for staff because it could not be settled by itself. */
export function PaymentReviewFlag() {
  const payment = useRecordContext<AdminPayment>();
  const translate = useTypedTranslate();
  if (!payment?.reviewReason) return null;
  const text = translate('academy.payments.needsReview', { reason: payment.reviewReason });
  return (
    <Tooltip title={text}>
      <ReportProblemIcon color="warning" fontSize="small" titleAccess={text} />
    </Tooltip>
  );
}
