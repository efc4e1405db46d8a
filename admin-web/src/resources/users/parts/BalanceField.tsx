import { useState } from 'react';
import EditIcon from '@mui/icons-material/Edit';
import { Box } from '@mui/material';
import { CanAccess, useRecordContext } from 'react-admin';
import type { User } from '@academy/contracts';
import { BalanceDialog } from '../BalanceDialog';
import { RowActionButton } from '../../../components/RowActionButton';
import { useAmountDigits } from './money';

/** The balance with two decimals and, for staff who may change it, a pencil that opens the dialog. */
export function BalanceField() {
  const record = useRecordContext<User>();
  const [open, setOpen] = useState(false);
  const digitsOf = useAmountDigits();
  if (!record) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 0.5 }}>
      {digitsOf(record.balance)}
      <CanAccess resource="users" action="balance">
        <RowActionButton
          label="academy.users.actions.changeBalance"
          icon={<EditIcon fontSize="small" />}
          onClick={() => setOpen(true)}
        />
        <BalanceDialog user={record} open={open} onClose={() => setOpen(false)} />
      </CanAccess>
    </Box>
  );
}
