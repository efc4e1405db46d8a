import EditIcon from '@mui/icons-material/Edit';
import { Box } from '@mui/material';
import { CanAccess, useRecordContext } from 'react-admin';
import type { User } from '@academy/contracts';
import { BalanceDialog } from '../BalanceDialog';
import { useAmountDigits } from './money';
import { UserDialogButton } from './UserDialogButton';

/** The balance with two decimals and, for staff who may change it, a pencil that opens the dialog. */
export function BalanceField() {
  const record = useRecordContext<User>();
  const digitsOf = useAmountDigits();
  if (!record) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 0.5 }}>
      {digitsOf(record.balance)}
      <CanAccess resource="users" action="balance">
        <UserDialogButton
          label="academy.users.actions.changeBalance"
          icon={<EditIcon fontSize="small" />}
          Dialog={BalanceDialog}
        />
      </CanAccess>
    </Box>
  );
}
