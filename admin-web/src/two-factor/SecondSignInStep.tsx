import { Alert, Button, Stack, Typography } from '@mui/material';
import { useEffect, useState, type FormEvent } from 'react';
import { HttpError, Notification, NotificationContextProvider } from 'react-admin';
import {
  ERROR_CODES,
  type AdminTwoFactorChallenge,
  type AdminTwoFactorEnrolmentResponse,
  type TwoFactorSetup,
} from '@academy/contracts';
import { useServerErrorText } from '../components/server-error';
import { useStaffSignIn } from '../layout/use-staff-sign-in';
import { useTypedTranslate } from '../i18n/use-typed-translate';
import { CodeField } from './CodeField';
import { RecoveryCodesPanel } from './RecoveryCodesPanel';
import { enrolmentEnable, enrolmentSetup } from './sign-in-steps';
import { TwoFactorSecret } from './TwoFactorSecret';

/** A challenge that can no longer be used: the page goes back to the password. */
const isSpent = (failure: unknown) =>
  failure instanceof HttpError &&
  (failure.body as { code?: string } | null)?.code === ERROR_CODES.TWO_FACTOR_CHALLENGE_INVALID;

interface StepProps {
  step: AdminTwoFactorChallenge;
  /** Back to username and password, with the reason to show there (null: none). */
  onRestart: (reason: string | null) => void;
}

/**
 * After the password: a code (or recovery code), or enrolment when the academy requires it. The
 * sign-in page has no react-admin around it: the step brings react-admin's notices (a copied
 * recovery code says so) along.
 */
export function SecondSignInStep({ step, onRestart }: StepProps) {
  return (
    <NotificationContextProvider>
      {'twoFactorRequired' in step ? (
        <CodeStep step={step} onRestart={onRestart} />
      ) : (
        <EnrolmentStep step={step} onRestart={onRestart} />
      )}
      <Notification />
    </NotificationContextProvider>
  );
}

function CodeStep({ step, onRestart }: StepProps) {
  const translate = useTypedTranslate();
  const login = useStaffSignIn();
  const errorText = useServerErrorText();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() === '') return;
    setBusy(true);
    setError(null);
    try {
      await login({ challenge: step.challenge, code: code.trim() });
    } catch (failure) {
      const text = errorText(failure, { fallback: 'academy.layout.login.serverError' });
      if (isSpent(failure)) onRestart(text);
      else setError(text);
      setBusy(false);
      setCode('');
    }
  };
  return (
    <Stack component="form" spacing={2} onSubmit={(event) => void submit(event)} noValidate>
      <Typography component="h1" variant="h5" sx={{ textAlign: 'center' }}>
        {translate('academy.twoFactor.signIn.title')}
      </Typography>
      <Typography variant="body2">{translate('academy.twoFactor.signIn.prompt')}</Typography>
      {error && (
        <Alert severity="error" variant="filled">
          {error}
        </Alert>
      )}
      <CodeField autoFocus label="academy.twoFactor.signIn.code" value={code} onChange={setCode} />
      <Button type="submit" variant="contained" disabled={busy} fullWidth>
        {translate(busy ? 'academy.twoFactor.signIn.verifying' : 'academy.twoFactor.signIn.verify')}
      </Button>
      <Button onClick={() => onRestart(null)}>{translate('academy.twoFactor.signIn.back')}</Button>
    </Stack>
  );
}

function EnrolmentStep({ step, onRestart }: StepProps) {
  const translate = useTypedTranslate();
  const login = useStaffSignIn();
  const errorText = useServerErrorText();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [signedIn, setSignedIn] = useState<AdminTwoFactorEnrolmentResponse | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const refused = (failure: unknown) => {
    const text = errorText(failure, { fallback: 'academy.layout.login.serverError' });
    if (isSpent(failure)) onRestart(text);
    else setError(text);
  };
  const [setupFailure, setSetupFailure] = useState<unknown>(null);
  // One secret per challenge: asking again would replace the one already scanned.
  useEffect(() => {
    let current = true;
    enrolmentSetup(step.challenge).then(
      (answer) => current && setSetup(answer),
      (failure: unknown) => current && setSetupFailure(failure),
    );
    return () => {
      current = false;
    };
  }, [step.challenge]);
  const shownError =
    error ??
    (setupFailure === null
      ? null
      : errorText(setupFailure, { fallback: 'academy.layout.login.serverError' }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() === '') return;
    setBusy(true);
    setError(null);
    try {
      setSignedIn(await enrolmentEnable(step.challenge, code.trim()));
    } catch (failure) {
      refused(failure);
      setCode('');
    }
    setBusy(false);
  };
  if (signedIn) {
    // The token is kept only once the codes are saved: signing in leaves this page.
    return (
      <RecoveryCodesPanel
        codes={signedIn.recoveryCodes}
        onDone={() => void login({ signedIn }).catch(() => onRestart(null))}
      />
    );
  }
  return (
    <Stack component="form" spacing={2} onSubmit={(event) => void submit(event)} noValidate>
      <Typography component="h1" variant="h5" sx={{ textAlign: 'center' }}>
        {translate('academy.twoFactor.signIn.enrolTitle')}
      </Typography>
      <Typography variant="body2">{translate('academy.twoFactor.signIn.enrolIntro')}</Typography>
      {shownError && (
        <Alert severity="error" variant="filled">
          {shownError}
        </Alert>
      )}
      {setup && <TwoFactorSecret setup={setup} />}
      <CodeField
        label="academy.twoFactor.code"
        helperText="academy.twoFactor.codeHelp"
        value={code}
        onChange={setCode}
      />
      <Button type="submit" variant="contained" disabled={busy || !setup} fullWidth>
        {translate('academy.twoFactor.signIn.continue')}
      </Button>
      <Button onClick={() => onRestart(null)}>{translate('academy.twoFactor.signIn.back')}</Button>
    </Stack>
  );
}
