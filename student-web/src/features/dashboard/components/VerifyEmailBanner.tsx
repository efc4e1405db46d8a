import { Alert, Button } from '@mui/material';
import type { User } from '@academy/contracts';
import { useTranslation } from 'react-i18next';
import { ApiResponseError } from '../../../lib/api-client';
import { useResendVerification } from '../api/resend-verification';

const TOO_MANY_REQUESTS = 429;

/** Until the student opens the mailed link: where it went, and a way to have it sent again. */
export function VerifyEmailBanner({ user }: { user: User }) {
  const { t } = useTranslation('dashboard');
  const resend = useResendVerification();
  if (user.emailVerified) return null;
  const tooMany =
    resend.error instanceof ApiResponseError && resend.error.status === TOO_MANY_REQUESTS;
  const text = resend.isSuccess
    ? t('verifyEmail.sent', { email: user.email })
    : tooMany
      ? t('verifyEmail.tooMany')
      : resend.isError
        ? t('verifyEmail.failed')
        : t('verifyEmail.pending', { email: user.email });
  return (
    <Alert
      severity={resend.isError ? 'error' : 'info'}
      role="region"
      aria-label={t('verifyEmail.label')}
      // A long address wraps where it must rather than scroll inside the banner on a phone.
      sx={{ alignItems: 'center', '& .MuiAlert-message': { overflowWrap: 'anywhere' } }}
      action={
        <Button
          color="inherit"
          size="small"
          disabled={resend.isPending}
          onClick={() => resend.mutate()}
        >
          {resend.isPending ? t('verifyEmail.sending') : t('verifyEmail.resend')}
        </Button>
      }
    >
      {text}
    </Alert>
  );
}
