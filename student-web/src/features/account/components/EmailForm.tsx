import { Alert, Stack, TextField, Typography } from '@mui/material';
import { ERROR_CODES, type User } from '@academy/contracts';
import { validateEmail } from '@academy/domain';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { usePasswordFields } from '../../auth';
import { useChangeEmail } from '../api/change-email';
import { useProblemText } from '../../../lib/problem-text';
import { failureMessage } from '../failure-message';
import { SettingsCard, SettingsForm } from './SettingsCard';

/**
 * A new e-mail takes effect only once the link mailed to it is opened; until then it is pending.
 * The current password is asked for, so that a borrowed session cannot move the account away.
 */
export function EmailForm({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const say = useProblemText();
  const headingId = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [currentPassword, setCurrentPassword] = useState('');
  const { setProblems, field } = usePasswordFields<'currentPassword', string>((text) => text);
  const changing = useChangeEmail();
  const busy = changing.isPending;
  const failure = changing.error
    ? failureMessage(changing.error, t, {
        [ERROR_CODES.EMAIL_TAKEN]: t('emailChange.taken'),
        [ERROR_CODES.BAD_REQUEST]: t('emailChange.same'),
        [ERROR_CODES.CURRENT_PASSWORD_INVALID]: t('emailChange.currentInvalid'),
      })
    : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const trimmed = email.trim();
    const found =
      say(validateEmail(trimmed) ?? undefined) ??
      (trimmed.toLowerCase() === user.email.toLowerCase() ? t('emailChange.same') : null);
    const missingPassword = currentPassword === '' ? t('emailChange.currentRequired') : null;
    setError(found);
    setProblems({ currentPassword: missingPassword ?? undefined });
    changing.reset();
    if (found || missingPassword) return;
    changing.mutate(
      { email: trimmed, currentPassword },
      {
        onSuccess: () => {
          setEmail('');
          setCurrentPassword('');
        },
      },
    );
  };

  return (
    <SettingsCard headingId={headingId} title={t('emailChange.title')}>
      <Stack spacing={2} sx={{ maxWidth: 480 }}>
        <Typography sx={{ overflowWrap: 'anywhere' }}>
          {t('emailChange.current', { email: user.email })}
        </Typography>
        {user.pending_email && (
          <Alert severity="info" sx={{ overflowWrap: 'anywhere' }}>
            {t('emailChange.pending', { email: user.pending_email })}
          </Alert>
        )}
        <SettingsForm
          headingId={headingId}
          onSubmit={submit}
          failure={failure}
          success={
            changing.isSuccess ? t('emailChange.sent', { email: changing.variables.email }) : null
          }
          busy={busy}
          submitLabel={t('emailChange.submit')}
          busyLabel={t('emailChange.sending')}
        >
          <TextField
            label={t('emailChange.newEmail')}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setError(null);
            }}
            error={Boolean(error)}
            helperText={error}
          />
          {field(
            'currentPassword',
            t('emailChange.currentPassword'),
            currentPassword,
            setCurrentPassword,
          )}
        </SettingsForm>
      </Stack>
    </SettingsCard>
  );
}
