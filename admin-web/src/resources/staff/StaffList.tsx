import EditIcon from '@mui/icons-material/Edit';
import { Stack } from '@mui/material';
import {
  BooleanField,
  CreateButton,
  DataTable,
  SelectField,
  SimpleList,
  TextField,
  TopToolbar,
  useCreatePath,
  useRecordContext,
} from 'react-admin';
import { LocaleDateField } from '../../components/LocaleDateField';
import { useNavigate } from 'react-router-dom';
import type { StaffAccount } from '@academy/contracts';
import { RowActionButton } from '../../components/RowActionButton';
import { ResourceList } from '../../components/ResourceList';
import { SecuritySettingsSwitch } from './SecuritySettingsSwitch';
import { StaffPasswordButton } from './StaffPasswordButton';
import { roleChoices, StaffStatusField } from './staff-fields';

function StaffEditButton() {
  const record = useRecordContext<StaffAccount>();
  const createPath = useCreatePath();
  const navigate = useNavigate();
  if (!record) return null;
  return (
    <RowActionButton
      label="academy.staff.actions.edit"
      icon={<EditIcon fontSize="small" />}
      onClick={() => void navigate(createPath({ resource: 'staff', type: 'edit', id: record.id }))}
    />
  );
}

function StaffRowActions() {
  return (
    <Stack direction="row">
      <StaffEditButton />
      <StaffPasswordButton />
    </Stack>
  );
}

/** Phones and portrait tablets get one stacked account per row, its actions beside it. */
function StaffStackedList() {
  return (
    <SimpleList
      rowClick={false}
      primaryText={<TextField source="username" />}
      secondaryText={
        <Stack direction="row" component="span" sx={{ gap: 1, alignItems: 'center' }}>
          <SelectField source="role" choices={roleChoices} />
          <StaffStatusField />
          <LocaleDateField source="lastSignInAt" showTime emptyText="academy.staff.never" />
        </Stack>
      }
      tertiaryText={<StaffRowActions />}
    />
  );
}

/** The back-office accounts, for admins: who may sign in, with which role, and when they last did. */
export function StaffList() {
  return (
    <ResourceList
      title="academy.staff.title"
      sort={{ field: 'username', order: 'ASC' }}
      actions={
        <TopToolbar sx={{ alignItems: 'center' }}>
          <SecuritySettingsSwitch />
          <CreateButton />
        </TopToolbar>
      }
      withErrorBanner
      rowActions={StaffRowActions}
      stacked={<StaffStackedList />}
    >
      <DataTable.Col source="username" />
      <DataTable.Col source="role">
        <SelectField source="role" choices={roleChoices} />
      </DataTable.Col>
      <DataTable.Col source="status" disableSort field={StaffStatusField} />
      <DataTable.Col source="twoFactorEnabled" field={BooleanField} />
      <DataTable.Col source="lastSignInAt">
        <LocaleDateField source="lastSignInAt" showTime emptyText="academy.staff.never" />
      </DataTable.Col>
      <DataTable.Col source="createdAt" field={LocaleDateField} />
    </ResourceList>
  );
}
