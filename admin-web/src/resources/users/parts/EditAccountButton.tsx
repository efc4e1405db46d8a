import EditIcon from '@mui/icons-material/Edit';
import { AccountDialog } from '../AccountDialog';
import { UserDialogButton } from './UserDialogButton';

/** Opens the account editor for the user in context. */
export function EditAccountButton() {
  return (
    <UserDialogButton
      label="academy.users.actions.editAccount"
      icon={<EditIcon fontSize="small" />}
      Dialog={AccountDialog}
    />
  );
}
