import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import LockIcon from '@mui/icons-material/Lock';
import { isLocale, validateRegistrationForm, type RegistrationForm } from '@academy/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isSupportedCountry } from 'react-phone-number-input';
import { ApiResponseError } from '../../../lib/api-client';
import { problemText, type Problem } from '../../../lib/problem-text';
import { useSession } from '../../../app/session/use-session';
import { useRegister } from '../api/register';
import { failureMessage } from '../error-message';
import { useCountryDetection } from '../use-country-detection';
import { PasswordField } from './PasswordField';
import { PhoneField } from './PhoneField';

const EMPTY_FORM: RegistrationForm = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  password: '',
  confirmPassword: '',
};

type FormProblems = Partial<Record<keyof RegistrationForm, Problem>>;

/** The API's field names (its 400 answer lists `errors: [{field, message, code}]`) → the form's. */
const SERVER_FIELDS: Record<string, keyof RegistrationForm> = {
  username: 'firstName',
  lastname: 'lastName',
  email: 'email',
  contact: 'phone',
  password: 'password',
};

function serverFieldErrors(error: unknown): FormProblems {
  const found: FormProblems = {};
  if (!(error instanceof ApiResponseError)) return found;
  for (const { field, ...problem } of error.body?.errors ?? []) {
    const formField = SERVER_FIELDS[field];
    if (formField && !found[formField]) found[formField] = problem;
  }
  return found;
}

/**
 * Checked on submit with the shared rules; once the account exists, `onRegistered` moves on.
 * `referralCode` is the `?ref=` of the friend's link the visitor came by, sent along as is.
 */
export function RegisterForm({
  onRegistered,
  referralCode,
}: {
  onRegistered: () => void;
  referralCode?: string;
}) {
  const { t, i18n } = useTranslation('auth');
  const { t: common } = useTranslation('common');
  const { signIn } = useSession();
  const { country } = useCountryDetection();
  const [form, setForm] = useState<RegistrationForm>(EMPTY_FORM);
  const [errors, setErrors] = useState<FormProblems>({});
  const registering = useRegister();
  // Stays busy once registered, while the session loads and the page moves on.
  const submitting = registering.isPending || registering.isSuccess;
  const formError = registering.error
    ? failureMessage(registering.error, common, t('register.failed'), t('register.networkError'))
    : null;

  const countryCode = country?.toUpperCase();
  const defaultCountry = countryCode && isSupportedCountry(countryCode) ? countryCode : undefined;

  const edit = (field: keyof RegistrationForm) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  const enter = async (token: string) => {
    await signIn(token);
    onRegistered();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting || registering.inFlight()) return;
    const found = validateRegistrationForm(form);
    setErrors(found);
    registering.reset();
    if (Object.keys(found).length > 0) return;

    registering.mutate(
      {
        username: form.firstName.trim(),
        lastname: form.lastName.trim(),
        password: form.password,
        email: form.email,
        contact: form.phone,
        // The screen's language is this device's, not a choice for every device: the account
        // keeps none until the student picks one, and mails follow the device meanwhile; receipts
        // are dated in its time zone (written out as on the sign-in page: see there why).
        deviceLocale: isLocale(i18n.resolvedLanguage) ? i18n.resolvedLanguage : undefined,
        deviceTimeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        ...(referralCode ? { ref: referralCode } : {}),
      },
      {
        onSuccess: (token) => void enter(token),
        onError: (error) => setErrors(serverFieldErrors(error)),
      },
    );
  };

  const field = (name: keyof RegistrationForm) => ({
    value: form[name],
    onChange: (event: { target: { value: string } }) => edit(name)(event.target.value),
    error: Boolean(errors[name]),
    helperText: errors[name] && problemText(common, errors[name]),
    fullWidth: true,
    disabled: submitting,
  });

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          label={t('fields.firstName')}
          autoComplete="given-name"
          {...field('firstName')}
        />
        <TextField label={t('fields.lastName')} autoComplete="family-name" {...field('lastName')} />
      </Box>
      <TextField label={t('fields.email')} type="email" autoComplete="email" {...field('email')} />
      <PhoneField
        label={t('fields.phone')}
        value={form.phone}
        onChange={edit('phone')}
        defaultCountry={defaultCountry}
        error={errors.phone && problemText(common, errors.phone)}
        disabled={submitting}
      />
      <PasswordField
        label={t('fields.password')}
        autoComplete="new-password"
        {...field('password')}
      />
      <PasswordField
        label={t('fields.confirmPassword')}
        autoComplete="new-password"
        {...field('confirmPassword')}
      />
      {formError && <Alert severity="error">{formError}</Alert>}
      {registering.isSuccess && <Alert severity="success">{t('register.success')}</Alert>}
      <Button type="submit" variant="contained" size="large" fullWidth disabled={submitting}>
        {submitting ? t('register.submitting') : t('register.submit')}
      </Button>
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{
          display: { xs: 'flex', md: 'none' },
          alignItems: 'center',
          justifyContent: 'center',
          gap: 0.75,
        }}
      >
        <LockIcon aria-hidden fontSize="small" />
        {t('register.secure')}
      </Typography>
    </Stack>
  );
}
