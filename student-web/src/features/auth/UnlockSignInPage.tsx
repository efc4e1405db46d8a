import { Alert, CircularProgress, Link, Stack, Typography } from '@mui/material';
import { ERROR_CODES } from '@academy/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../config/routes';
import { ApiResponseError } from '../../lib/api-client';
import { useUnlockSignIn } from './api/unlock-sign-in';
import { AuthLayout } from './components/AuthLayout';

/** What /login shows above its form when it was opened by a successful unlock. */
export interface SignInNotice {
  notice: 'signInUnlocked';
}

/**
 * /unlock-sign-in?token=…: the page the mailed unlock link opens; it lifts the lock at once and
 * lands on the sign-in page, which says so.
 */
export function UnlockSignInPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { mutate, error } = useUnlockSignIn();
  // The link works once: a second call (React's development double effect) would report it used.
  const sentToken = useRef<string | null>(null);

  useEffect(() => {
    if (!token || sentToken.current === token) return;
    sentToken.current = token;
    const notice: SignInNotice = { notice: 'signInUnlocked' };
    mutate(
      { token },
      { onSuccess: () => void navigate(paths.login, { replace: true, state: notice }) },
    );
  }, [token, mutate, navigate]);

  const code = error instanceof ApiResponseError ? error.body?.code : undefined;
  const failure = !token
    ? t('unlockSignIn.invalid')
    : code === ERROR_CODES.UNLOCK_TOKEN_INVALID || code === ERROR_CODES.VALIDATION_FAILED
      ? t('unlockSignIn.invalid')
      : error
        ? t('unlockSignIn.failed')
        : null;

  return (
    <AuthLayout>
      <Typography variant="h1" sx={{ textAlign: 'center', mb: 3 }}>
        {t('unlockSignIn.title')}
      </Typography>
      {failure ? (
        <>
          <Alert severity="error">{failure}</Alert>
          <Typography sx={{ textAlign: 'center', mt: 3 }}>
            <Link component={RouterLink} to={paths.login}>
              {t('unlockSignIn.signIn')}
            </Link>
          </Typography>
        </>
      ) : (
        <Stack direction="row" spacing={2} role="status" sx={{ justifyContent: 'center' }}>
          <CircularProgress size={24} aria-hidden />
          <Typography>{t('unlockSignIn.unlocking')}</Typography>
        </Stack>
      )}
    </AuthLayout>
  );
}
