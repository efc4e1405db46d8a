import { Alert, CircularProgress, Link, Stack, Typography } from '@mui/material';
import { ERROR_CODES } from '@academy/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useSession } from '../../app/session/use-session';
import { paths } from '../../config/routes';
import { ApiResponseError } from '../../lib/api-client';
import { useConfirmEmail } from './api/confirm-email';
import { AuthLayout } from './components/AuthLayout';

/** /confirm-email?token=…: the page the mailed link opens; it confirms at once and says how it went. */
export function ConfirmEmailPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { isAuthenticated } = useSession();
  const { mutate, isSuccess, error, isIdle } = useConfirmEmail();
  // The link works once: a second call (React's development double effect) would report it used.
  const sentToken = useRef<string | null>(null);

  useEffect(() => {
    if (!token || sentToken.current === token) return;
    sentToken.current = token;
    mutate({ token });
  }, [token, mutate]);

  const code = error instanceof ApiResponseError ? error.body?.code : undefined;
  const failure = !token
    ? t('confirmEmail.invalid')
    : code === ERROR_CODES.EMAIL_TAKEN
      ? t('confirmEmail.taken')
      : code === ERROR_CODES.EMAIL_TOKEN_INVALID || code === ERROR_CODES.VALIDATION_FAILED
        ? t('confirmEmail.invalid')
        : error
          ? t('confirmEmail.failed')
          : null;

  return (
    <AuthLayout>
      <Typography variant="h1" sx={{ textAlign: 'center', mb: 3 }}>
        {t('confirmEmail.title')}
      </Typography>
      {failure ? (
        <Alert severity="error">{failure}</Alert>
      ) : isSuccess ? (
        <Alert severity="success">{t('confirmEmail.done')}</Alert>
      ) : (
        <Stack direction="row" spacing={2} role="status" sx={{ justifyContent: 'center' }}>
          <CircularProgress size={24} aria-hidden />
          <Typography>{t('confirmEmail.confirming')}</Typography>
        </Stack>
      )}
      {(failure || isSuccess || isIdle) && (
        <Typography sx={{ textAlign: 'center', mt: 3 }}>
          <Link component={RouterLink} to={isAuthenticated ? paths.settings : paths.login}>
            {isAuthenticated ? t('confirmEmail.toAccount') : t('confirmEmail.signIn')}
          </Link>
        </Typography>
      )}
    </AuthLayout>
  );
}
