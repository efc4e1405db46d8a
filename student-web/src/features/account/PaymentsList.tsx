import {
  Alert,
  Box,
  CircularProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import type { PaymentRecord, PaymentStatus } from '@academy/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { usePayments } from './api/get-payments';
import { PaymentStatusChip } from './components/PaymentStatusChip';
import { SalesDocumentLinks } from './components/SalesDocumentLinks';
import { SettingsCard } from './components/SettingsCard';

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
  const theme = useTheme();
  // A phone has no room for seven columns: one card per payment, its status first.
  const phone = useMediaQuery(theme.breakpoints.down('sm'));

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
        ) : phone ? (
          <PaymentCards payments={payments.data} labelledBy={headingId} />
        ) : (
          <PaymentsTable payments={payments.data} labelledBy={headingId} />
        );
      break;
  }

  return (
    <SettingsCard headingId={headingId} title={t('payments.title')}>
      {body}
    </SettingsCard>
  );
}

interface ListProps {
  payments: PaymentRecord[];
  labelledBy: string;
}

function useDateFormat() {
  const { i18n } = useTranslation();
  return new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
}

function StatusReason({ payment }: { payment: PaymentRecord }) {
  const { t } = useTranslation('account');
  if (!payment.statusReason || !REASONED_STATUSES.has(payment.status)) return null;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
      {t('payments.reason', { reason: payment.statusReason })}
    </Typography>
  );
}

/** On a phone: a list of cards, status and amount on top, then what and when. */
function PaymentCards({ payments, labelledBy }: ListProps) {
  const { t } = useTranslation('account');
  const dateFormat = useDateFormat();
  return (
    <Stack component="ul" aria-labelledby={labelledBy} spacing={1.5} sx={{ m: 0, p: 0 }}>
      {payments.map((payment) => (
        <Box
          component="li"
          key={payment.id}
          sx={{ listStyle: 'none', border: 1, borderColor: 'divider', borderRadius: 2, p: 1.5 }}
        >
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
            <PaymentStatusChip payment={payment} />
            <Typography sx={{ fontWeight: 700 }}>
              {t('payments.money', { amount: payment.amount })}
            </Typography>
          </Box>
          <StatusReason payment={payment} />
          <Typography sx={{ mt: 1 }}>
            {payment.tier ?? t('payments.topup')} · {t(`payments.methods.${payment.method}`)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {dateFormat.format(new Date(payment.created_at))}
          </Typography>
          {payment.reference && (
            <Typography
              variant="body2"
              sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere', mt: 0.5 }}
            >
              {payment.reference}
            </Typography>
          )}
          <SalesDocumentLinks payment={payment} />
        </Box>
      ))}
    </Stack>
  );
}

function PaymentsTable({ payments, labelledBy }: ListProps) {
  const { t } = useTranslation('account');
  const dateFormat = useDateFormat();
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
              <TableCell align="right">{t('payments.money', { amount: payment.amount })}</TableCell>
              <TableCell sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere', minWidth: 120 }}>
                {payment.reference ?? t('payments.noReference')}
              </TableCell>
              <TableCell>
                <PaymentStatusChip payment={payment} />
                <StatusReason payment={payment} />
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
