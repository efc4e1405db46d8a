import LockIcon from '@mui/icons-material/Lock';
import {
  Alert,
  Avatar,
  Box,
  Button,
  Card,
  CardContent,
  LinearProgress,
  Stack,
  Typography,
} from '@mui/material';
import { lazy, Suspense, useRef, useState, type FormEvent } from 'react';
import { LocalesMenuButton } from 'react-admin';
import type { AdminTwoFactorChallenge } from '@academy/contracts';
import { useServerErrorText } from '../components/server-error';
import type { MessageKey } from '../i18n/en';
import { useTypedTranslate } from '../i18n/use-typed-translate';
import { TwoFactorStep } from '../two-factor/sign-in-steps';
import { LoginField } from './LoginField';
import { useStaffSignIn } from './use-staff-sign-in';

// The code step (and enrolment's QR code) is fetched only when a sign-in asks for it.
const SecondSignInStep = lazy(() =>
  import('../two-factor/SecondSignInStep').then((module) => ({
    default: module.SecondSignInStep,
  })),
);

/** The auth provider speaks react-admin's keys; the page shows SPEC.md's texts for them. */
const ERROR_KEYS: Record<string, MessageKey> = {
  'ra.auth.sign_in_error': 'academy.layout.login.invalidCredentials',
  'ra.auth.network_error': 'academy.layout.login.serverError',
};

/** One of SPEC.md's texts, or the API's refusal worded in the staff member's language. */
type LoginError = { key: MessageKey } | { refusal: string };

/**
 * 'Admin Panel Login' at /admin/login. A fresh sign-in lands on the first resource, /admin/users
 * (or back on the page that sent the staff member here). With two-factor sign-in the password is
 * followed by a code, or by enrolment when the academy requires it. Both fields are required:
 * sent empty, each says so until it is filled, and the first empty one takes the focus.
 */
export function LoginPage() {
  const translate = useTypedTranslate();
  const signIn = useStaffSignIn();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<LoginError | null>(null);
  const [step, setStep] = useState<AdminTwoFactorChallenge | null>(null);
  const serverErrorText = useServerErrorText();
  const usernameInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);

  const loginError = (failure: unknown): LoginError => {
    const key = ERROR_KEYS[failure instanceof Error ? failure.message : ''];
    if (key) return { key };
    return { refusal: serverErrorText(failure, { fallback: 'academy.layout.login.serverError' }) };
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSent(true);
    if (username === '' || password === '') {
      (username === '' ? usernameInput : passwordInput).current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await signIn({ username, password });
    } catch (failure) {
      if (failure instanceof TwoFactorStep) setStep(failure.step);
      else setError(loginError(failure));
      setBusy(false);
    }
  };

  // Back to an empty form, as a new sign-in.
  const restart = (reason: string | null) => {
    setStep(null);
    setUsername('');
    setPassword('');
    setSent(false);
    setError(reason === null ? null : { refusal: reason });
  };

  // The last error stays until the staff member starts typing again.
  const clearError = () => setError(null);

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
        position: 'relative',
        color: 'common.white',
        background: (theme) =>
          `radial-gradient(circle at 50% 14em, ${theme.palette.primary.main} 0%, ${theme.palette.primary.dark} 60%, ${theme.palette.grey[900]} 100%)`,
      }}
    >
      <Box sx={{ position: 'absolute', top: 8, right: 8 }}>
        <LocalesMenuButton />
      </Box>
      <Card sx={{ width: '100%', maxWidth: step ? 480 : 380 }}>
        <Avatar sx={{ mx: 'auto', mt: 3, bgcolor: 'secondary.main' }}>
          <LockIcon />
        </Avatar>
        {step ? (
          <CardContent>
            <Suspense fallback={<LinearProgress />}>
              <SecondSignInStep step={step} onRestart={restart} />
            </Suspense>
          </CardContent>
        ) : (
          <form onSubmit={(event) => void submit(event)} noValidate>
            <CardContent>
              <Stack spacing={1}>
                <Typography component="h1" variant="h5" sx={{ textAlign: 'center', mb: 1 }}>
                  {translate('academy.layout.login.title')}
                </Typography>
                {error && (
                  <Alert severity="error" variant="filled">
                    {'key' in error ? translate(error.key) : error.refusal}
                  </Alert>
                )}
                <LoginField
                  label="academy.layout.login.username"
                  autoComplete="username"
                  autoFocus
                  value={username}
                  onChange={(value) => {
                    setUsername(value);
                    clearError();
                  }}
                  missing={sent && username === ''}
                  inputRef={usernameInput}
                />
                <LoginField
                  secret
                  label="academy.layout.login.password"
                  autoComplete="current-password"
                  value={password}
                  onChange={(value) => {
                    setPassword(value);
                    clearError();
                  }}
                  missing={sent && password === ''}
                  inputRef={passwordInput}
                />
                <Button type="submit" variant="contained" disabled={busy} fullWidth sx={{ mt: 1 }}>
                  {translate(
                    busy ? 'academy.layout.login.signingIn' : 'academy.layout.login.signIn',
                  )}
                </Button>
              </Stack>
            </CardContent>
          </form>
        )}
      </Card>
    </Box>
  );
}
