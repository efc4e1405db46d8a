import { Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session/use-session';
import { AccountInformation } from './AccountInformation';
import { PaymentsList } from './PaymentsList';

/** /settings: the Account Information screen for the signed-in student, and their payments. */
export function SettingsPage() {
  const { t } = useTranslation();
  const { user, failed } = useSession();
  return (
    <Stack spacing={3}>
      <AccountInformation user={user} errorMessage={failed ? t('errors.fetchUser') : null} />
      <PaymentsList />
    </Stack>
  );
}
