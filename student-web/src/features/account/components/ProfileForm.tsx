import { Box, TextField } from '@mui/material';
import type { User } from '@academy/contracts';
import { phoneDigits, validateFirstName, validateLastName, validatePhone } from '@academy/domain';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PhoneField } from '../../auth';
import { useUpdateProfile } from '../api/update-profile';
import { useProblemText } from '../../../lib/problem-text';
import { failureMessage, fieldError } from '../failure-message';
import { SettingsCard, SettingsForm } from './SettingsCard';

interface ProfileValues {
  username: string;
  lastname: string;
  contact: string;
}

type FieldErrors = Partial<Record<keyof ProfileValues, string>>;

/** The phone input takes E.164 ("+79123456789"); the account keeps it spaced ("+7 912 …"). */
const asE164 = (contact: string) => (phoneDigits(contact) ? `+${phoneDigits(contact)}` : '');

/** First name, last name and phone under the registration rules, with the registration's phone input. */
export function ProfileForm({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const { t: common } = useTranslation('common');
  const say = useProblemText();
  const headingId = useId();
  const [values, setValues] = useState<ProfileValues>({
    username: user.username,
    lastname: user.lastname,
    contact: asE164(user.contact),
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const saving = useUpdateProfile();
  const busy = saving.isPending;
  const shownError = (field: keyof ProfileValues) =>
    errors[field] ?? fieldError(saving.error, field, common);
  const serverNamedField = (['username', 'lastname', 'contact'] as const).some((field) =>
    fieldError(saving.error, field, common),
  );
  const failure = saving.error && !serverNamedField ? failureMessage(saving.error, t) : null;

  const edit = (field: keyof ProfileValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    if (saving.error || saving.isSuccess) saving.reset();
  };

  const nameField = (field: 'username' | 'lastname', label: string, autoComplete: string) => (
    <TextField
      label={label}
      autoComplete={autoComplete}
      value={values[field]}
      onChange={(event) => edit(field)(event.target.value)}
      error={Boolean(shownError(field))}
      helperText={shownError(field)}
    />
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found: FieldErrors = {
      username: say(validateFirstName(values.username) ?? undefined),
      lastname: say(validateLastName(values.lastname) ?? undefined),
      contact: say(validatePhone(values.contact) ?? undefined),
    };
    setErrors(found);
    saving.reset();
    if (Object.values(found).some(Boolean)) return;
    saving.mutate(values);
  };

  return (
    <SettingsCard headingId={headingId} title={t('profile.title')}>
      <SettingsForm
        headingId={headingId}
        onSubmit={submit}
        failure={failure}
        success={saving.isSuccess ? t('profile.saved') : null}
        busy={busy}
        submitLabel={t('profile.submit')}
        busyLabel={t('profile.saving')}
      >
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          {nameField('username', t('profile.firstName'), 'given-name')}
          {nameField('lastname', t('profile.lastName'), 'family-name')}
        </Box>
        <PhoneField
          label={t('profile.phone')}
          value={values.contact}
          onChange={edit('contact')}
          error={shownError('contact')}
          disabled={busy}
        />
      </SettingsForm>
    </SettingsCard>
  );
}
