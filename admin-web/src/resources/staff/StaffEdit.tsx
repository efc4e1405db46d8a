import { Stack } from '@mui/material';
import {
  BooleanInput,
  Edit,
  SelectInput,
  SimpleForm,
  useRecordContext,
  type TitleProps,
} from 'react-admin';
import type { StaffAccount } from '@academy/contracts';
import { useTypedTranslate } from '../../i18n/use-typed-translate';
import { useNotifyServerError } from '../../components/server-error';
import { roleChoices } from './staff-fields';
import { StaffSessions } from './StaffSessions';
import { StaffTwoFactor } from './StaffTwoFactor';

/** What an admin sees and ends of the account's sign-ins: its sessions and its second factor. */
function StaffSecurity() {
  const record = useRecordContext<StaffAccount>();
  if (!record) return null;
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <StaffTwoFactor account={record} />
      <StaffSessions staffId={record.id} />
    </Stack>
  );
}

function StaffTitle(_: TitleProps) {
  const record = useRecordContext<StaffAccount>();
  const translate = useTypedTranslate();
  return <>{record ? translate('academy.staff.edit', { username: record.username }) : null}</>;
}

/**
 * Role and state only; the username stays. Below the form, the account's two-factor sign-in and
 * open sessions. Saved before leaving the page (not undoable), so that a
 * refusal (the last active admin) shows while the form is still open, in the staff member's
 * language.
 */
export function StaffEdit() {
  const notifyServerError = useNotifyServerError();
  return (
    <Edit
      title={<StaffTitle />}
      mutationMode="pessimistic"
      redirect="list"
      mutationOptions={{
        onError: (error) =>
          notifyServerError(error, {
            fallback: 'academy.staff.errors.save',
            byCode: { CONFLICT: 'academy.staff.errors.lastAdmin' },
          }),
      }}
    >
      <SimpleForm>
        <SelectInput source="role" choices={roleChoices} helperText="academy.staff.roleHelp" />
        <BooleanInput source="disabled" helperText="academy.staff.disabledHelp" />
      </SimpleForm>
      <StaffSecurity />
    </Edit>
  );
}
