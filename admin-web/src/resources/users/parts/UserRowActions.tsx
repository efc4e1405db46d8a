import { Box } from '@mui/material';
import { CanAccess } from 'react-admin';
import { CreateOverdraftButton } from './CreateOverdraftButton';
import { DeleteUserButton } from './DeleteUserButton';
import { SelectCourseButton } from './SelectCourseButton';
import { SendPasswordResetButton } from './SendPasswordResetButton';

/**
 * The actions of one row, each shown only to the roles that may use it. Delete stands apart,
 * past a divider, so that it is never the target next to an everyday action.
 */
export function UserRowActions() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'nowrap', alignItems: 'center' }}>
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
        <Box sx={{ ml: 2, pl: 1, borderLeft: 1, borderColor: 'divider' }}>
          <DeleteUserButton />
        </Box>
      </CanAccess>
    </Box>
  );
}
