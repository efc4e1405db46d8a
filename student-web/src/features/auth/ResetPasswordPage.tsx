import { Alert, Button, Link, Stack, Typography } from '@mui/material';
import {
  validatePassword,
  validatePasswordConfirmation,
  type Rule,
  type RuleViolation,
} from '@academy/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { paths } from '../../config/routes';
import { problemText } from '../../lib/problem-text';
import { useConfirmPasswordReset } from './api/confirm-password-reset';
import { AuthLayout } from './components/AuthLayout';
import { usePasswordFields } from './components/use-password-fields';
import { failureMessage } from './error-message';

interface FieldErrors {
  password?: Rule;
  confirmPassword?: Rule;
}

/** /reset-password?token=…: the page the mailed link opens, under the registration's rules. */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const { t: common } = useTranslation('common');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const { setProblems, field } = usePasswordFields<keyof FieldErrors, RuleViolation>((rule) =>
    problemText(common, rule),
  );
  const confirming = useConfirmPasswordReset();
  const busy = confirming.isPending;
  const done = confirming.isSuccess;
  const failure = confirming.error
    ? failureMessage(confirming.error, common, t('reset.failed'), t('serverError'))
    : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found: FieldErrors = {
      password: validatePassword(password),
      confirmPassword: validatePasswordConfirmation(password, confirmPassword),
    };
    setProblems(found);
    confirming.reset();
    if (found.password || found.confirmPassword) return;
    confirming.mutate({ token, password });
  };

  const signInLink = (label: string) => (
    <Typography sx={{ textAlign: 'center', mt: 3 }}>
      <Link component={RouterLink} to={paths.login}>
        {label}
      </Link>
    </Typography>
  );

  return (
    <AuthLayout>
      <Typography variant="h1" sx={{ textAlign: 'center', mb: 1 }}>
        {t('reset.title')}
      </Typography>
      {!token ? (
        <>
          <Alert severity="error">{t('reset.missingToken')}</Alert>
          {signInLink(t('reset.backToSignIn'))}
        </>
      ) : done ? (
        <>
          <Alert severity="success">{t('reset.done')}</Alert>
          {signInLink(t('reset.signIn'))}
        </>
      ) : (
        <>
          <Typography color="text.secondary" sx={{ textAlign: 'center', mb: 3 }}>
            {t('reset.subtitle')}
          </Typography>
          <Stack component="form" noValidate spacing={2} onSubmit={submit}>
            {field('password', t('fields.newPassword'), password, setPassword)}
            {field(
              'confirmPassword',
              t('fields.confirmNewPassword'),
              confirmPassword,
              setConfirmPassword,
            )}
            {failure && <Alert severity="error">{failure}</Alert>}
            <Button type="submit" variant="contained" size="large" fullWidth disabled={busy}>
              {busy ? t('reset.saving') : t('reset.submit')}
            </Button>
          </Stack>
          {signInLink(t('reset.backToSignIn'))}
        </>
      )}
    </AuthLayout>
  );
}
