import { Box, Button, Link, Typography } from '@mui/material';
import { isLocale } from '@academy/domain';
import { lazy, Suspense, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { OutlinedField } from '../../components/OutlinedField';
import { paths } from '../../config/routes';
import { useSession } from '../../app/session/use-session';
import { useLogin } from './api/login';
import { AuthLayout } from './components/AuthLayout';
import { PasswordField } from './components/PasswordField';
import { failureMessage } from './error-message';
import type { SignInNotice } from './UnlockSignInPage';

// Only after an unlocked sign-in: MUI's alert comes with the notice.
const Alert = lazy(() => import('@mui/material/Alert'));

// Loaded when first asked for; it then stays, to show its confirmation after closing.
const ForgotPasswordDialog = lazy(() =>
  import('./components/ForgotPasswordDialog').then((m) => ({ default: m.ForgotPasswordDialog })),
);

/** /login: e-mail and password; the browser checks the fields' presence and e-mail format. */
export function LoginPage() {
  const { t, i18n } = useTranslation('auth');
  const { t: common } = useTranslation('common');
  const navigate = useNavigate();
  const unlocked = (useLocation().state as SignInNotice | null)?.notice === 'signInUnlocked';
  const { signIn } = useSession();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [forgotOpen, setForgotOpen] = useState(false);
  const [forgotAsked, setForgotAsked] = useState(false);
  const loggingIn = useLogin();
  // Busy until the dashboard opens: a success goes on to load the user and navigate.
  const busy = loggingIn.isPending || loggingIn.isSuccess;
  const error = loggingIn.error
    ? failureMessage(loggingIn.error, common, t('login.failed'), t('serverError'))
    : null;

  const enter = async (token: string) => {
    await signIn(token);
    await navigate(paths.dashboard, { replace: true });
  };

  // Editing either field clears the refusal of the last try.
  const credential = (label: string, value: string, set: (value: string) => void) => ({
    required: true,
    fullWidth: true,
    label,
    value,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      set(event.target.value);
      loggingIn.reset();
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    // Mails follow the language of the device the student last signed in on, until they choose,
    // and receipts are dated in its time zone. Written out here and in RegisterForm, not shared:
    // a module the two lazy pages share becomes a chunk of its own, one more request on /login.
    const deviceLocale = isLocale(i18n.resolvedLanguage) ? i18n.resolvedLanguage : undefined;
    const deviceTimeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    loggingIn.mutate(
      { email, password, deviceLocale, deviceTimeZone },
      { onSuccess: (token) => void enter(token) },
    );
  };

  return (
    <AuthLayout>
      <Typography variant="h1" sx={{ textAlign: 'center' }}>
        {t('login.welcome')}
      </Typography>
      <Typography color="text.secondary" sx={{ textAlign: 'center', mt: 1, mb: 3 }}>
        {t('login.tagline')}
      </Typography>
      {unlocked && (
        <Suspense fallback={null}>
          <Alert severity="success" sx={{ mb: 2 }}>
            {t('login.unlocked')}
          </Alert>
        </Suspense>
      )}
      {forgotAsked && (
        <Suspense fallback={null}>
          <ForgotPasswordDialog open={forgotOpen} onClose={() => setForgotOpen(false)} />
        </Suspense>
      )}
      {/* A column with gaps, as a Stack would draw it, without Stack's code on the first page. */}
      <Box
        component="form"
        onSubmit={submit}
        sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
      >
        <OutlinedField
          type="email"
          autoComplete="email"
          {...credential(t('fields.email'), email, setEmail)}
        />
        <PasswordField
          autoComplete="current-password"
          {...credential(t('fields.password'), password, setPassword)}
        />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Link
            component="button"
            type="button"
            onClick={() => {
              setForgotAsked(true);
              setForgotOpen(true);
            }}
          >
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
      </Box>
      <Typography sx={{ textAlign: 'center', mt: 3 }}>
        <Link component={RouterLink} to={paths.register}>
          {t('login.noAccount')}
        </Link>
      </Typography>
    </AuthLayout>
  );
}
