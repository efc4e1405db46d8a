import { Stack } from '@mui/material';
import {
  BooleanInput,
  SelectInput,
  SimpleForm,
  useRecordContext,
  type TitleProps,
} from 'react-admin';
import type { StaffAccount } from '@academy/contracts';
import { useTypedTranslate } from '../../i18n/use-typed-translate';
import type { ServerErrorTexts } from '../../components/server-error';
import { EditWithRefusals } from '../../components/WithRefusals';
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

const STAFF_EDIT_REFUSALS: ServerErrorTexts = {
  fallback: 'academy.staff.errors.save',
  byCode: { CONFLICT: 'academy.staff.errors.lastAdmin' },
};

/**
 * Role and state only; the username stays. Below the form, the account's two-factor sign-in and
 * open sessions. A refusal (the last active admin) shows while the form is still open.
 */
export function StaffEdit() {
  return (
    <EditWithRefusals title={<StaffTitle />} redirect="list" refusals={STAFF_EDIT_REFUSALS}>
      <SimpleForm>
        <SelectInput source="role" choices={roleChoices} helperText="academy.staff.roleHelp" />
        <BooleanInput source="disabled" helperText="academy.staff.disabledHelp" />
      </SimpleForm>
      <StaffSecurity />
    </EditWithRefusals>
  );
}
