import { Alert, Box, Button, Card, Stack, Typography } from '@mui/material';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import type { PaymentRecord } from '@academy/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PaymentStatusChip } from '../account';
import { useCancelPayment } from './api/cancel-payment';
import { useReviewNotice } from './api/get-review-notice';
import { CancelPaymentDialog } from './CancelPaymentDialog';
import { isManual, usePendingPayments } from './pending-payments';

type NextStep = 'review' | 'checkout' | 'confirming' | 'underReview';

function nextStep(payment: PaymentRecord): NextStep {
  if (payment.underReview) return 'underReview';
  if (payment.confirming) return 'confirming';
  return isManual(payment) ? 'review' : 'checkout';
}

/**
 * The student's payments nobody has decided yet: what, how much, how, when, and what happens next
 * (for a payment staff check, in staff's own words when they have written some). A payment sent
 * with "I have paid" may be taken back. Renders nothing while there is none.
 */
export function PendingPaymentsCard({ only }: { only?: (payment: PaymentRecord) => boolean }) {
  const { t } = useTranslation('pending');
  const headingId = useId();
  const pending = usePendingPayments().filter((payment) => !only || only(payment));
  const cancel = useCancelPayment();
  if (pending.length === 0 && cancel.status !== 'success') return null;
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, md: 3 } }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
        <HourglassTopIcon color="warning" aria-hidden />
        <Typography id={headingId} variant="h2" sx={{ fontSize: '1.25rem' }}>
          {t('title')}
        </Typography>
      </Stack>
      <div role="status">
        {cancel.status === 'success' && <Alert severity="success">{t('cancelled')}</Alert>}
        {cancel.status === 'error' && <Alert severity="error">{t('cancelFailed')}</Alert>}
      </div>
      <Stack component="ul" aria-label={t('listLabel')} spacing={2} sx={{ m: 0, p: 0 }}>
        {pending.map((payment) => (
          <PendingPaymentItem
            key={payment.id}
            payment={payment}
            onCancel={() => cancel.mutate(payment.id)}
            cancelling={cancel.isPending && cancel.variables === payment.id}
          />
        ))}
      </Stack>
    </Card>
  );
}

function PendingPaymentItem({
  payment,
  onCancel,
  cancelling,
}: {
  payment: PaymentRecord;
  onCancel: () => void;
  cancelling: boolean;
}) {
  const { t, i18n } = useTranslation('pending');
  const [asking, setAsking] = useState(false);
  const step = nextStep(payment);
  const notice = useReviewNotice(step === 'review');
  const staffText = i18n.language === 'ru' ? notice.data?.ru : notice.data?.en;
  const amount = t('money', { amount: payment.amount });
  const sent = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(payment.created_at));
  const rows = [
    { label: t('status'), value: <PaymentStatusChip payment={payment} /> },
    { label: t('amount'), value: amount },
    {
      label: t('product'),
      value: payment.tier ? t('course', { tier: payment.tier }) : t('topup'),
    },
    { label: t('method'), value: t(`methods.${payment.method}`) },
    { label: t('sent'), value: sent },
  ];
  return (
    <Box
      component="li"
      sx={{ listStyle: 'none', border: 1, borderColor: 'divider', borderRadius: 2, p: 2 }}
    >
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
      >
        {rows.map((row) => (
          <Box key={row.label} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {row.label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600, minWidth: 0 }}>
              {row.value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography sx={{ mt: 1.5 }}>
        {(step === 'review' && staffText) || t(`next.${step}`)}
      </Typography>
      {isManual(payment) && (
        <>
          <Button
            variant="outlined"
            color="inherit"
            sx={{ mt: 1.5 }}
            disabled={cancelling}
            aria-label={t('cancelNamed', { amount })}
            onClick={() => setAsking(true)}
          >
            {t('cancel')}
          </Button>
          <CancelPaymentDialog
            open={asking}
            onKeep={() => setAsking(false)}
            onConfirm={() => {
              setAsking(false);
              onCancel();
            }}
          />
        </>
      )}
    </Box>
  );
}
