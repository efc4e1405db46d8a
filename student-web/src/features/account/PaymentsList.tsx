import {
  Alert,
  Card,
  Chip,
  CircularProgress,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  type ChipProps,
} from '@mui/material';
import type { PaymentRecord, PaymentStatus } from '@academy/contracts';
import { formatBalance } from '@academy/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { usePayments } from './api/get-payments';
import { SalesDocumentLinks } from './components/SalesDocumentLinks';

const STATUS_COLOURS: Record<PaymentStatus, ChipProps['color']> = {
  pending: 'warning',
  paid: 'success',
  failed: 'error',
  cancelled: 'default',
  rejected: 'error',
  refunded: 'info',
  expired: 'default',
};

/** The statuses staff give a reason for, which the student reads beside the status. */
const REASONED_STATUSES: ReadonlySet<PaymentStatus> = new Set(['rejected', 'refunded']);

/**
 * The student's payments, newest first: date, product, method, amount, their own reference,
 * the status with the staff's reason for a rejection or a refund, and the sales receipt and
 * credit note to download.
 */
export function PaymentsList() {
  const { t } = useTranslation('account');
  const payments = usePayments();
  const headingId = useId();

  let body;
  switch (payments.status) {
    case 'pending':
      body = <CircularProgress aria-label={t('payments.loading')} />;
      break;
    case 'error':
      body = <Alert severity="error">{t('payments.failed')}</Alert>;
      break;
    case 'success':
      body =
        payments.data.length === 0 ? (
          <Typography color="text.secondary">{t('payments.empty')}</Typography>
        ) : (
          <PaymentsTable payments={payments.data} labelledBy={headingId} />
        );
      break;
  }

  return (
    <Card component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id={headingId} variant="h2" sx={{ mb: 2 }}>
        {t('payments.title')}
      </Typography>
      {body}
    </Card>
  );
}

function PaymentsTable({
  payments,
  labelledBy,
}: {
  payments: PaymentRecord[];
  labelledBy: string;
}) {
  const { t, i18n } = useTranslation('account');
  const dateFormat = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (
    <TableContainer>
      <Table size="small" aria-labelledby={labelledBy}>
        <TableHead>
          <TableRow>
            <TableCell>{t('payments.date')}</TableCell>
            <TableCell>{t('payments.product')}</TableCell>
            <TableCell>{t('payments.method')}</TableCell>
            <TableCell align="right">{t('payments.amount')}</TableCell>
            <TableCell>{t('payments.reference')}</TableCell>
            <TableCell>{t('payments.status')}</TableCell>
            <TableCell>{t('payments.documents')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {payments.map((payment) => (
            <TableRow key={payment.id}>
              <TableCell>{dateFormat.format(new Date(payment.created_at))}</TableCell>
              <TableCell>{payment.tier ?? t('payments.topup')}</TableCell>
              <TableCell>{t(`payments.methods.${payment.method}`)}</TableCell>
              <TableCell align="right">
                {t('payments.money', { amount: formatBalance(payment.amount) })}
              </TableCell>
              <TableCell sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere', minWidth: 120 }}>
                {payment.reference ?? t('payments.noReference')}
              </TableCell>
              <TableCell>
                <Chip
                  size="small"
                  label={t(`payments.statuses.${payment.status}`)}
                  color={STATUS_COLOURS[payment.status]}
                />
                {payment.statusReason && REASONED_STATUSES.has(payment.status) && (
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                    {t('payments.reason', { reason: payment.statusReason })}
                  </Typography>
                )}
              </TableCell>
              <TableCell>
                <SalesDocumentLinks payment={payment} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
