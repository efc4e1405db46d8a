import { useTranslation } from 'react-i18next';
import { useSession } from '../session/use-session';
import { AccountInformation } from './AccountInformation';

/** /settings: the Account Information screen for the signed-in student. */
export function SettingsPage() {
  const { t } = useTranslation();
  const { user, error } = useSession();
  // The session keeps its error as a key of the common namespace ('errors.fetchUser'); an
  // unknown key is shown as it is rather than hidden.
  const errorMessage = error ? t(error, { defaultValue: error }) : null;
  return <AccountInformation user={user} errorMessage={errorMessage} />;
}
