import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { CRYPTO_RETURN_ID_PARAM, type PaymentRecord } from '@academy/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { paths } from '../../config/routes';
import { fetchPayments, paymentsQueryKey } from '../account';

/** How often the page asks again while the payment is still open. */
export const RETURN_POLL_MS = 3_000;

type Shown = { severity: 'info' | 'success' | 'warning' | 'error'; key: string; busy: boolean };

function shownFor(payment: PaymentRecord): Shown {
  switch (payment.status) {
    case 'pending':
      if (payment.underReview) return { severity: 'warning', key: 'underReview', busy: false };
      if (payment.confirming) return { severity: 'info', key: 'confirming', busy: true };
      return { severity: 'info', key: 'pending', busy: true };
    case 'paid':
      return {
        severity: 'success',
        key: payment.kind === 'course' ? 'paidCourse' : 'paidTopup',
        busy: false,
      };
    case 'expired':
      return { severity: 'warning', key: 'expired', busy: false };
    case 'refunded':
      return { severity: 'info', key: 'refunded', busy: false };
    case 'failed':
    case 'cancelled':
    case 'rejected':
      return { severity: 'error', key: 'failed', busy: false };
  }
}

/**
 * Where BTCPay's checkout sends the student back: it follows the payment (?id=) until it settles
 * or closes, saying "confirming" while the network confirms a payment it has seen.
 */
export function PaymentReturnPage() {
  const { t } = useTranslation('checkout');
  const [params] = useSearchParams();
  const id = params.get(CRYPTO_RETURN_ID_PARAM);
  const { data, isPending } = useQuery({
    queryKey: paymentsQueryKey,
    queryFn: ({ signal }) => fetchPayments(signal),
    enabled: id !== null,
    refetchInterval: (query) => {
      const payment = query.state.data?.find((candidate) => candidate.id === id);
      return payment?.status === 'pending' && !payment.underReview ? RETURN_POLL_MS : false;
    },
  });
  const payment = data?.find((candidate) => candidate.id === id);

  let body;
  if (id !== null && isPending) {
    body = (
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <CircularProgress size={24} />
        <Typography>{t('return.loading')}</Typography>
      </Stack>
    );
  } else if (!payment) {
    body = <Alert severity="warning">{t('return.notFound')}</Alert>;
  } else {
    const shown = shownFor(payment);
    body = (
      <Alert
        severity={shown.severity}
        icon={shown.busy ? <CircularProgress size={20} /> : undefined}
        role="status"
      >
        {t(`return.${shown.key}` as 'return.pending', {
          tier: payment.tier ?? '',
          amount: t('amount', { amount: payment.amount }),
        })}
      </Alert>
    );
  }

  return (
    <Stack spacing={3} sx={{ maxWidth: 640 }}>
      {body}
      <Button
        component={RouterLink}
        to={paths.dashboard}
        variant="outlined"
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('return.dashboard')}
      </Button>
    </Stack>
  );
}
