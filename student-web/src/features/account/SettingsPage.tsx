import { Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session/use-session';
import { AccountInformation } from './AccountInformation';
import { EmailForm } from './components/EmailForm';
import { PasswordForm } from './components/PasswordForm';
import { ProfileForm } from './components/ProfileForm';
import { SessionsCard } from './components/SessionsCard';
import { PaymentsList } from './PaymentsList';

/**
 * /settings: the Account Information screen for the signed-in student, where they change their
 * profile, e-mail and password and sign out devices, and their payments.
 */
export function SettingsPage() {
  const { t } = useTranslation();
  const { user, failed } = useSession();
  return (
    <Stack spacing={3}>
      <AccountInformation user={user} errorMessage={failed ? t('errors.fetchUser') : null} />
      {user && (
        <>
          <ProfileForm key={user.id} user={user} />
          <EmailForm user={user} />
          <PasswordForm />
          <SessionsCard />
        </>
      )}
      <PaymentsList />
    </Stack>
  );
}
