import { ERROR_CODES } from '@academy/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session/use-session';
import { paths } from '../../config/routes';
import { useRestoreEmail } from './api/restore-email';
import { MailedLinkPage } from './components/MailedLinkPage';

/**
 * /restore-email?token=…: the link in the notice sent to the old address when a new one was
 * asked for. Every session ends, this browser's too, so it forgets its token.
 */
export function RestoreEmailPage() {
  const { t } = useTranslation('auth');
  const { signOut } = useSession();
  const mutation = useRestoreEmail();
  const { isSuccess } = mutation;

  useEffect(() => {
    if (isSuccess) signOut();
  }, [isSuccess, signOut]);

  return (
    <MailedLinkPage
      title={t('restoreEmail.title')}
      busy={t('restoreEmail.restoring')}
      done={t('restoreEmail.done')}
      refusal={(code) =>
        code === undefined ||
        code === ERROR_CODES.RESTORE_TOKEN_INVALID ||
        code === ERROR_CODES.VALIDATION_FAILED
          ? t('restoreEmail.invalid')
          : code === ERROR_CODES.EMAIL_TAKEN
            ? t('restoreEmail.taken')
            : null
      }
      fallback={t('restoreEmail.failed')}
      mutation={mutation}
      next={{ to: paths.login, label: t('restoreEmail.signIn') }}
    />
  );
}
