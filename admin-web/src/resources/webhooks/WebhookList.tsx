import { Stack } from '@mui/material';
import { DataTable, SimpleList, TextField } from 'react-admin';
import { LocaleDateField } from '../../components/LocaleDateField';
import { ResourceList } from '../../components/ResourceList';
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
    <ResourceList
      title="academy.webhooks.title"
      sort={{ field: 'id', order: 'DESC' }}
      creatable
      rowClick="show"
      stacked={<WebhookStackedList />}
    >
      <DataTable.Col source="url" sx={{ overflowWrap: 'anywhere' }} />
      <DataTable.Col source="events" disableSort field={EventCountField} />
      <DataTable.Col source="active" field={WebhookStateChip} />
      <DataTable.Col source="createdAt">
        <LocaleDateField source="createdAt" showTime />
      </DataTable.Col>
    </ResourceList>
  );
}
