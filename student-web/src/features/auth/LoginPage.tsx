import { Box, Button, Link, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useSession } from '../session/use-session';
import { login } from './api/login';
import { AuthLayout } from './components/AuthLayout';
import { ForgotPasswordDialog } from './components/ForgotPasswordDialog';
import { PasswordField } from './components/PasswordField';
import { failureMessage } from './error-message';

/** /login: e-mail and password; the browser checks the fields' presence and e-mail format. */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { signIn } = useSession();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [forgotOpen, setForgotOpen] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await login({ email, password });
      if (!answer.token) {
        setError(answer.message || t('login.failed'));
        setBusy(false);
        return;
      }
      await signIn(answer.token);
      await navigate(paths.dashboard, { replace: true });
    } catch (failure) {
      setError(failureMessage(failure, t('login.failed'), t('serverError')));
      setBusy(false);
    }
  };

  return (
    <AuthLayout>
      <Typography variant="h1" sx={{ textAlign: 'center' }}>
        {t('login.welcome')}
      </Typography>
      <Typography color="text.secondary" sx={{ textAlign: 'center', mt: 1, mb: 3 }}>
        {t('login.tagline')}
      </Typography>
      <ForgotPasswordDialog open={forgotOpen} onClose={() => setForgotOpen(false)} />
      <Stack component="form" spacing={2} onSubmit={(event) => void submit(event)}>
        <TextField
          type="email"
          required
          fullWidth
          autoComplete="email"
          label={t('fields.email')}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setError(null);
          }}
        />
        <PasswordField
          required
          fullWidth
          autoComplete="current-password"
          label={t('fields.password')}
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            setError(null);
          }}
        />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Link component="button" type="button" onClick={() => setForgotOpen(true)}>
            {t('login.forgotPassword')}
          </Link>
        </Box>
        {error && (
          <Typography role="alert" color="error" variant="body2">
            {error}
          </Typography>
        )}
        <Button type="submit" variant="contained" size="large" fullWidth disabled={busy}>
          {t('login.submit')}
        </Button>
      </Stack>
      <Typography sx={{ textAlign: 'center', mt: 3 }}>
        <Link component={RouterLink} to={paths.register}>
          {t('login.noAccount')}
        </Link>
      </Typography>
    </AuthLayout>
  );
}
