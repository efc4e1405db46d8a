import { Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session/use-session';
import { AccountInformation } from './AccountInformation';
import { PaymentsList } from './PaymentsList';

/** /settings: the Account Information screen for the signed-in student, and their payments. */
export function SettingsPage() {
  const { t } = useTranslation();
  const { user, error } = useSession();
  // The session keeps its error as a key of the common namespace ('errors.fetchUser'); an
  // unknown key is shown as it is rather than hidden.
  const errorMessage = error ? t(error, { defaultValue: error }) : null;
  return (
    <Stack spacing={3}>
      <AccountInformation user={user} errorMessage={errorMessage} />
      <PaymentsList />
    </Stack>
  );
}
