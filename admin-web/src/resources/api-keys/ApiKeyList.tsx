import { Stack } from '@mui/material';
import { DataTable, SimpleList, TextField } from 'react-admin';
import { LocaleDateField } from '../../components/LocaleDateField';
import { ResourceList } from '../../components/ResourceList';
import { ApiKeyLastUseField, ApiKeyScopesField, ApiKeyStatusField } from './api-key-fields';
import { RevokeApiKeyButton } from './RevokeApiKeyButton';

/** Phones and portrait tablets get one stacked key per row, its revoke button beside it. */
function ApiKeyStackedList() {
  return (
    <SimpleList
      rowClick={false}
      primaryText={
        <Stack direction="row" component="span" sx={{ gap: 1, alignItems: 'center' }}>
          <TextField source="name" />
          <ApiKeyStatusField />
        </Stack>
      }
      secondaryText={
        <Stack component="span" sx={{ gap: 0.5 }}>
          <TextField source="prefix" sx={{ fontFamily: 'monospace' }} />
          <ApiKeyScopesField />
          <ApiKeyLastUseField />
        </Stack>
      }
      tertiaryText={<RevokeApiKeyButton />}
    />
  );
}

/**
 * Integrators' API keys, for admins: what each may do, who made it, when and from where it was
 * last used, and whether it still works. The key itself is shown only once, when it is made.
 */
export function ApiKeyList() {
  return (
    <ResourceList
      title="academy.apiKeys.title"
      sort={{ field: 'createdAt', order: 'DESC' }}
      creatable
      withErrorBanner
      rowActions={RevokeApiKeyButton}
      stacked={<ApiKeyStackedList />}
    >
      <DataTable.Col source="name" />
      <DataTable.Col source="prefix">
        <TextField source="prefix" sx={{ fontFamily: 'monospace' }} />
      </DataTable.Col>
      <DataTable.Col source="scopes" disableSort field={ApiKeyScopesField} />
      <DataTable.Col source="createdBy" disableSort />
      <DataTable.Col source="createdAt">
        <LocaleDateField source="createdAt" showTime />
      </DataTable.Col>
      <DataTable.Col source="lastUsedAt" field={ApiKeyLastUseField} />
      <DataTable.Col source="expiresAt">
        <LocaleDateField source="expiresAt" showTime emptyText="academy.apiKeys.noExpiry" />
      </DataTable.Col>
      <DataTable.Col source="status" disableSort field={ApiKeyStatusField} />
    </ResourceList>
  );
}
