import { Stack, useMediaQuery, type Theme } from '@mui/material';
import { AUDIT_ACTIONS } from '@academy/contracts';
import { DataTable, List, NumberInput, SelectInput, SimpleList, TextInput } from 'react-admin';
import { AuditAction, AuditActor, AuditChange, AuditTarget, AuditWhen } from './AuditFields';

const actionChoices = AUDIT_ACTIONS.map((action) => ({
  id: action,
  name: `academy.audit.actions.${action}`,
}));

const filters = [
  <NumberInput
    key="targetUserId"
    source="targetUserId"
    label="academy.audit.filters.targetUserId"
    min={1}
    step={1}
    alwaysOn
  />,
  <TextInput key="actor" source="actor" label="academy.audit.filters.actor" alwaysOn />,
  <SelectInput
    key="action"
    source="action"
    label="academy.audit.filters.action"
    choices={actionChoices}
    alwaysOn
  />,
];

/** Phones and portrait tablets get one stacked entry per change instead of a wide table. */
function AuditStackedList() {
  return (
    <SimpleList
      rowClick={false}
      primaryText={
        <Stack direction="row" component="span" sx={{ gap: 1 }}>
          <AuditAction />
          <AuditTarget />
        </Stack>
      }
      secondaryText={<AuditChange />}
      tertiaryText={
        <Stack spacing={0.5} sx={{ alignItems: 'flex-end', float: 'right' }} component="span">
          <AuditWhen />
          <AuditActor />
        </Stack>
      }
    />
  );
}

/** Who changed what and when: admins only (the access rules and the API both say so). */
export function AuditList() {
  const isNarrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <List
      title="academy.audit.title"
      filters={filters}
      sort={{ field: 'created_at', order: 'DESC' }}
      perPage={25}
      // The filters are always on and nothing is exported: no action toolbar to show.
      actions={false}
    >
      {isNarrow ? (
        <AuditStackedList />
      ) : (
        <DataTable rowClick={false} bulkActionButtons={false}>
          <DataTable.Col source="created_at">
            <AuditWhen />
          </DataTable.Col>
          <DataTable.Col source="actor" disableSort>
            <AuditActor />
          </DataTable.Col>
          <DataTable.Col source="action" disableSort>
            <AuditAction />
          </DataTable.Col>
          <DataTable.Col source="targetUserId" disableSort>
            <AuditTarget />
          </DataTable.Col>
          {/* Without a source, the column names its label itself. */}
          <DataTable.Col label="resources.audit.fields.change" disableSort>
            <AuditChange />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
