import { Stack } from '@mui/material';
import { CreateButton, DataTable, List, SimpleList, TextField, TopToolbar } from 'react-admin';
import { LocaleDateField } from '../../components/LocaleDateField';
import { ErrorBanner, ErrorBannerProvider } from '../../components/ErrorBanner';
import { ResponsiveList } from '../../components/ResponsiveList';
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
    <ErrorBannerProvider>
      <ErrorBanner />
      <List
        title="academy.apiKeys.title"
        sort={{ field: 'createdAt', order: 'DESC' }}
        perPage={25}
        actions={
          <TopToolbar>
            <CreateButton />
          </TopToolbar>
        }
      >
        <ResponsiveList
          narrow={<ApiKeyStackedList />}
          wide={
            <DataTable rowClick={false} bulkActionButtons={false}>
              <DataTable.Col source="name" />
              <DataTable.Col source="prefix">
                <TextField source="prefix" sx={{ fontFamily: 'monospace' }} />
              </DataTable.Col>
              <DataTable.Col source="scopes" disableSort>
                <ApiKeyScopesField />
              </DataTable.Col>
              <DataTable.Col source="createdBy" disableSort />
              <DataTable.Col source="createdAt">
                <LocaleDateField source="createdAt" showTime />
              </DataTable.Col>
              <DataTable.Col source="lastUsedAt">
                <ApiKeyLastUseField />
              </DataTable.Col>
              <DataTable.Col source="expiresAt">
                <LocaleDateField source="expiresAt" showTime emptyText="academy.apiKeys.noExpiry" />
              </DataTable.Col>
              <DataTable.Col source="status" disableSort>
                <ApiKeyStatusField />
              </DataTable.Col>
              <DataTable.Col label="resources.api-keys.fields.actions" disableSort>
                <RevokeApiKeyButton />
              </DataTable.Col>
            </DataTable>
          }
        />
      </List>
    </ErrorBannerProvider>
  );
}
