import { Stack } from '@mui/material';
import { CreateButton, DataTable, List, SimpleList, TextField, TopToolbar } from 'react-admin';
import { LocaleDateField } from '../../components/LocaleDateField';
import { ResponsiveList } from '../../components/ResponsiveList';
import { EventCountField, WebhookStateChip } from './parts/webhook-fields';

/** Phones and portrait tablets get one stacked endpoint per row; a tap opens it. */
function WebhookStackedList() {
  return (
    <SimpleList
      linkType="show"
      primaryText={<TextField source="url" sx={{ overflowWrap: 'anywhere' }} />}
      secondaryText={
        <Stack direction="row" component="span" sx={{ gap: 1, alignItems: 'center' }}>
          <WebhookStateChip />
          <EventCountField />
        </Stack>
      }
    />
  );
}

/** The endpoints admins registered; a row opens the endpoint with its secret and delivery log. */
export function WebhookList() {
  return (
    <List
      title="academy.webhooks.title"
      sort={{ field: 'id', order: 'DESC' }}
      perPage={25}
      actions={
        <TopToolbar>
          <CreateButton />
        </TopToolbar>
      }
    >
      <ResponsiveList
        narrow={<WebhookStackedList />}
        wide={
          <DataTable rowClick="show" bulkActionButtons={false}>
            <DataTable.Col source="url" sx={{ overflowWrap: 'anywhere' }} />
            <DataTable.Col source="events" disableSort>
              <EventCountField />
            </DataTable.Col>
            <DataTable.Col source="active">
              <WebhookStateChip />
            </DataTable.Col>
            <DataTable.Col source="createdAt">
              <LocaleDateField source="createdAt" showTime />
            </DataTable.Col>
          </DataTable>
        }
      />
    </List>
  );
}
