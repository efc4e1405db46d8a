import { Alert } from '@mui/material';
import { DataTable, DateField, NumberField, SimpleList, TextField } from 'react-admin';
import { ResourceList } from '../../../components/ResourceList';
import { useTypedTranslate } from '../../../i18n/use-typed-translate';
import { RestoreUserButton } from './RestoreUserButton';

function RestoreWindowNote() {
  const translate = useTypedTranslate();
  return (
    <Alert severity="info" sx={{ mb: 1 }}>
      {translate('academy.deletedUsers.help')}
    </Alert>
  );
}

/** Phones and portrait tablets get one stacked user per row, Restore beside it. */
function DeletedUsersStackedList() {
  return (
    <SimpleList
      rowClick={false}
      primaryText={<TextField source="email" />}
      secondaryText={<DateField source="deleted_at" showTime />}
      tertiaryText={<RestoreUserButton />}
    />
  );
}

/** Users deleted within the restore window, newest first, each with Restore. */
export function DeletedUserList() {
  return (
    <ResourceList
      title="academy.deletedUsers.title"
      sort={{ field: 'deleted_at', order: 'DESC' }}
      actions={false}
      empty={false}
      withErrorBanner
      note={<RestoreWindowNote />}
      rowActions={RestoreUserButton}
      stacked={<DeletedUsersStackedList />}
    >
      <DataTable.Col source="id" />
      <DataTable.Col source="email" />
      <DataTable.Col source="username" disableSort />
      <DataTable.Col source="balance" disableSort>
        <NumberField source="balance" options={{ style: 'currency', currency: 'USD' }} />
      </DataTable.Col>
      <DataTable.Col source="deleted_at">
        <DateField source="deleted_at" showTime />
      </DataTable.Col>
      <DataTable.Col source="purge_at" disableSort field={DateField} />
    </ResourceList>
  );
}
