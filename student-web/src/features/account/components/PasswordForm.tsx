import { ERROR_CODES } from '@academy/contracts';
import { validatePassword, validatePasswordConfirmation } from '@academy/domain';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { usePasswordFields } from '../../auth';
import { useChangePassword } from '../api/change-password';
import { useProblemText } from '../../../lib/problem-text';
import { failureMessage } from '../failure-message';
import { SettingsCard, SettingsForm } from './SettingsCard';

interface FieldErrors {
  currentPassword?: string;
  newPassword?: string;
  confirmPassword?: string;
}

/** Current password, then a new one under the registration rules, typed twice. */
export function PasswordForm() {
  const { t } = useTranslation('account');
  const say = useProblemText();
  const headingId = useId();
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const { setProblems, field } = usePasswordFields<keyof FieldErrors, string>((text) => text);
  const changing = useChangePassword();
  const busy = changing.isPending;
  const failure = changing.error
    ? failureMessage(changing.error, t, {
        [ERROR_CODES.CURRENT_PASSWORD_INVALID]: t('password.currentInvalid'),
      })
    : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found: FieldErrors = {
      currentPassword: currentPassword === '' ? t('password.currentRequired') : undefined,
      newPassword: say(validatePassword(newPassword) ?? undefined),
      confirmPassword: say(validatePasswordConfirmation(newPassword, confirmPassword) ?? undefined),
    };
    setProblems(found);
    changing.reset();
    if (Object.values(found).some(Boolean)) return;
    changing.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          setCurrentPassword('');
          setNewPassword('');
          setConfirmPassword('');
        },
      },
    );
  };

  return (
    <SettingsCard headingId={headingId} title={t('password.title')}>
      <SettingsForm
        headingId={headingId}
        onSubmit={submit}
        narrow
        failure={failure}
        success={changing.isSuccess ? t('password.changed') : null}
        busy={busy}
        submitLabel={t('password.submit')}
        busyLabel={t('password.saving')}
      >
        {field('currentPassword', t('password.current'), currentPassword, setCurrentPassword)}
        {field('newPassword', t('password.new'), newPassword, setNewPassword)}
        {field('confirmPassword', t('password.confirm'), confirmPassword, setConfirmPassword)}
      </SettingsForm>
    </SettingsCard>
  );
}
