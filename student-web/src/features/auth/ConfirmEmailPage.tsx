import { ERROR_CODES } from '@academy/contracts';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/routes';
import { useConfirmEmail } from './api/confirm-email';
import { MailedLinkPage } from './components/MailedLinkPage';

/** /confirm-email?token=…: the page the mailed link opens; it confirms at once and says how it went. */
export function ConfirmEmailPage() {
  const { t } = useTranslation('auth');
  const mutation = useConfirmEmail();
  return (
    <MailedLinkPage
      title={t('confirmEmail.title')}
      busy={t('confirmEmail.confirming')}
      done={t('confirmEmail.done')}
      refusal={(code) =>
        code === ERROR_CODES.EMAIL_TAKEN
          ? t('confirmEmail.taken')
          : code === ERROR_CODES.EMAIL_TOKEN_INVALID || code === ERROR_CODES.VALIDATION_FAILED
            ? t('confirmEmail.invalid')
            : null
      }
      fallback={t('confirmEmail.failed')}
      missingToken={t('confirmEmail.invalid')}
      mutation={mutation}
      next={{ to: paths.login, label: t('confirmEmail.signIn') }}
      signedInNext={{ to: paths.settings, label: t('confirmEmail.toAccount') }}
    />
  );
}
