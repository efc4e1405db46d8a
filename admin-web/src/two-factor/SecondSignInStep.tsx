import { Alert, Button, Stack, Typography } from '@mui/material';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { HttpError, Notification, NotificationContextProvider } from 'react-admin';
import {
  ERROR_CODES,
  type AdminTwoFactorChallenge,
  type AdminTwoFactorEnrolmentResponse,
  type TwoFactorSetup,
} from '@academy/contracts';
import { useServerErrorText } from '../components/server-error';
import type { MessageKey } from '../i18n/en';
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

/** The typed code and its sending: a refusal is shown, or restarts the sign-in when spent. */
function useCodeSubmit(onRestart: StepProps['onRestart'], send: (code: string) => Promise<void>) {
  const errorText = useServerErrorText();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const refusalText = (failure: unknown) =>
    errorText(failure, { fallback: 'academy.layout.login.serverError' });
  // Busy stays on once the code is taken: the page moves on.
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() === '') return;
    setBusy(true);
    setError(null);
    try {
      await send(code.trim());
    } catch (failure) {
      const text = refusalText(failure);
      if (isSpent(failure)) onRestart(text);
      else setError(text);
      setBusy(false);
      setCode('');
    }
  };
  return { code, setCode, busy, error, submit, refusalText };
}

interface StepFormProps {
  title: MessageKey;
  intro: MessageKey;
  error: string | null;
  submitLabel: MessageKey;
  submitDisabled: boolean;
  onSubmit: (event: FormEvent) => Promise<void>;
  onRestart: StepProps['onRestart'];
  children: ReactNode;
}

function StepForm({
  title,
  intro,
  error,
  submitLabel,
  submitDisabled,
  onSubmit,
  onRestart,
  children,
}: StepFormProps) {
  const translate = useTypedTranslate();
  return (
    <Stack component="form" spacing={2} onSubmit={(event) => void onSubmit(event)} noValidate>
      <Typography component="h1" variant="h5" sx={{ textAlign: 'center' }}>
        {translate(title)}
      </Typography>
      <Typography variant="body2">{translate(intro)}</Typography>
      {error && (
        <Alert severity="error" variant="filled">
          {error}
        </Alert>
      )}
      {children}
      <Button type="submit" variant="contained" disabled={submitDisabled} fullWidth>
        {translate(submitLabel)}
      </Button>
      <Button onClick={() => onRestart(null)}>{translate('academy.twoFactor.signIn.back')}</Button>
    </Stack>
  );
}

function CodeStep({ step, onRestart }: StepProps) {
  const login = useStaffSignIn();
  const { code, setCode, busy, error, submit } = useCodeSubmit(onRestart, (typed) =>
    login({ challenge: step.challenge, code: typed }),
  );
  return (
    <StepForm
      title="academy.twoFactor.signIn.title"
      intro="academy.twoFactor.signIn.prompt"
      error={error}
      submitLabel={busy ? 'academy.twoFactor.signIn.verifying' : 'academy.twoFactor.signIn.verify'}
      submitDisabled={busy}
      onSubmit={submit}
      onRestart={onRestart}
    >
      <CodeField autoFocus label="academy.twoFactor.signIn.code" value={code} onChange={setCode} />
    </StepForm>
  );
}

function EnrolmentStep({ step, onRestart }: StepProps) {
  const login = useStaffSignIn();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [signedIn, setSignedIn] = useState<AdminTwoFactorEnrolmentResponse | null>(null);
  const { code, setCode, busy, error, submit, refusalText } = useCodeSubmit(
    onRestart,
    async (typed) => setSignedIn(await enrolmentEnable(step.challenge, typed)),
  );
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
    <StepForm
      title="academy.twoFactor.signIn.enrolTitle"
      intro="academy.twoFactor.signIn.enrolIntro"
      error={error ?? (setupFailure === null ? null : refusalText(setupFailure))}
      submitLabel="academy.twoFactor.signIn.continue"
      submitDisabled={busy || !setup}
      onSubmit={submit}
      onRestart={onRestart}
    >
      {setup && <TwoFactorSecret setup={setup} />}
      <CodeField
        label="academy.twoFactor.code"
        helperText="academy.twoFactor.codeHelp"
        value={code}
        onChange={setCode}
      />
    </StepForm>
  );
}
