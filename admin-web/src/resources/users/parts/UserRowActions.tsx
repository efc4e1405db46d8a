import { Box } from '@mui/material';
import { CanAccess } from 'react-admin';
import { CreateOverdraftButton } from './CreateOverdraftButton';
import { DeleteUserButton } from './DeleteUserButton';
import { SelectCourseButton } from './SelectCourseButton';
import { SendPasswordResetButton } from './SendPasswordResetButton';

/** The actions of one row, each shown only to the roles that may use it. */
export function UserRowActions() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'nowrap' }}>
      <CanAccess resource="users" action="password-reset">
        <SendPasswordResetButton />
      </CanAccess>
      <CanAccess resource="users" action="course">
        <SelectCourseButton />
      </CanAccess>
      <CanAccess resource="users" action="overdraft">
        <CreateOverdraftButton />
      </CanAccess>
      <CanAccess resource="users" action="delete">
        <DeleteUserButton />
      </CanAccess>
    </Box>
  );
}
