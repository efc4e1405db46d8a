import { Alert, Box, Button, TextField } from '@mui/material';
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
      <SettingsForm headingId={headingId} onSubmit={submit}>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          <TextField
            label={t('profile.firstName')}
            autoComplete="given-name"
            value={values.username}
            onChange={(event) => edit('username')(event.target.value)}
            error={Boolean(shownError('username'))}
            helperText={shownError('username')}
          />
          <TextField
            label={t('profile.lastName')}
            autoComplete="family-name"
            value={values.lastname}
            onChange={(event) => edit('lastname')(event.target.value)}
            error={Boolean(shownError('lastname'))}
            helperText={shownError('lastname')}
          />
        </Box>
        <PhoneField
          label={t('profile.phone')}
          value={values.contact}
          onChange={edit('contact')}
          error={shownError('contact')}
          disabled={busy}
        />
        {failure && <Alert severity="error">{failure}</Alert>}
        {saving.isSuccess && <Alert severity="success">{t('profile.saved')}</Alert>}
        <Button type="submit" variant="contained" disabled={busy} sx={{ alignSelf: 'flex-start' }}>
          {busy ? t('profile.saving') : t('profile.submit')}
        </Button>
      </SettingsForm>
    </SettingsCard>
  );
}
