import { Alert, Box, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { OutcomeNotice } from '../use-payment-outcomes';

interface PaymentOutcomeNoticesProps {
  notices: OutcomeNotice[];
  onDismiss: (paymentId: string) => void;
}

/** What staff decided on the student's pending payments: confirmed, or rejected and why. */
export function PaymentOutcomeNotices({ notices, onDismiss }: PaymentOutcomeNoticesProps) {
  const { t } = useTranslation('dashboard');
  if (notices.length === 0) return null;
  return (
    <Stack spacing={1.5}>
      {notices.map((notice) => {
        const text = {
          amount: notice.amount,
          product: notice.tier ?? t('paymentOutcome.topup'),
        };
        return (
          <Alert
            key={notice.id}
            role="status"
            severity={notice.status === 'paid' ? 'success' : 'error'}
            onClose={() => onDismiss(notice.id)}
            closeText={t('paymentOutcome.close')}
          >
            {t(`paymentOutcome.${notice.status}`, text)}
            {notice.status === 'rejected' && notice.statusReason && (
              <Box sx={{ mt: 0.5 }}>
                {t('paymentOutcome.reason', { reason: notice.statusReason })}
              </Box>
            )}
          </Alert>
        );
      })}
    </Stack>
  );
}
