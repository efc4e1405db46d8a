import { ERROR_CODES } from '@academy/contracts';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/routes';
import { useVerifyEmail } from './api/verify-email';
import { MailedLinkPage } from './components/MailedLinkPage';

/** /verify-email?token=…: the link mailed at registration (or sent again) verifies the e-mail. */
export function VerifyEmailPage() {
  const { t } = useTranslation('auth');
  const mutation = useVerifyEmail();
  return (
    <MailedLinkPage
      title={t('verifyEmail.title')}
      busy={t('verifyEmail.verifying')}
      done={t('verifyEmail.done')}
      refusal={(code) =>
        code === undefined ||
        code === ERROR_CODES.VERIFY_TOKEN_INVALID ||
        code === ERROR_CODES.VALIDATION_FAILED
          ? t('verifyEmail.invalid')
          : null
      }
      fallback={t('verifyEmail.failed')}
      mutation={mutation}
      next={{ to: paths.login, label: t('verifyEmail.signIn') }}
      signedInNext={{ to: paths.dashboard, label: t('verifyEmail.toDashboard') }}
    />
  );
}
