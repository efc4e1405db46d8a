import EditIcon from '@mui/icons-material/Edit';
import { useState } from 'react';
import { useRecordContext } from 'react-admin';
import type { User } from '@academy/contracts';
import { RowActionButton } from '../../../components/RowActionButton';
import { AccountDialog } from '../AccountDialog';

/** Opens the account editor for the user in context. */
export function EditAccountButton() {
  const record = useRecordContext<User>();
  const [open, setOpen] = useState(false);
  if (!record) return null;
  return (
    <>
      <RowActionButton
        label="academy.users.actions.editAccount"
        icon={<EditIcon fontSize="small" />}
        onClick={() => setOpen(true)}
      />
      <AccountDialog user={record} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
