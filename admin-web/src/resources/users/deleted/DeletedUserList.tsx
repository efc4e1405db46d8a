import { Alert } from '@mui/material';
import { DataTable, DateField, List, NumberField, SimpleList, TextField } from 'react-admin';
import { ErrorBanner, ErrorBannerProvider } from '../../../components/ErrorBanner';
import { ResponsiveList } from '../../../components/ResponsiveList';
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
    <ErrorBannerProvider>
      <ErrorBanner />
      <List
        title="academy.deletedUsers.title"
        sort={{ field: 'deleted_at', order: 'DESC' }}
        perPage={25}
        actions={false}
        empty={false}
      >
        <RestoreWindowNote />
        <ResponsiveList
          narrow={<DeletedUsersStackedList />}
          wide={
            <DataTable rowClick={false} bulkActionButtons={false}>
              <DataTable.Col source="id" />
              <DataTable.Col source="email" />
              <DataTable.Col source="username" disableSort />
              <DataTable.Col source="balance" disableSort>
                <NumberField source="balance" options={{ style: 'currency', currency: 'USD' }} />
              </DataTable.Col>
              <DataTable.Col source="deleted_at">
                <DateField source="deleted_at" showTime />
              </DataTable.Col>
              <DataTable.Col source="purge_at" disableSort>
                <DateField source="purge_at" />
              </DataTable.Col>
              <DataTable.Col label="resources.deleted-users.fields.actions" disableSort>
                <RestoreUserButton />
              </DataTable.Col>
            </DataTable>
          }
        />
      </List>
    </ErrorBannerProvider>
  );
}
