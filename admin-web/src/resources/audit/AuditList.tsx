import { Stack } from '@mui/material';
import { AUDIT_ACTIONS } from '@academy/contracts';
import {
  DataTable,
  DateInput,
  NumberInput,
  SelectInput,
  SimpleList,
  TextInput,
  TopToolbar,
} from 'react-admin';
import { ResourceList } from '../../components/ResourceList';
import { AuditAction, AuditActor, AuditChange, AuditTarget, AuditWhen } from './AuditFields';
import { ExportAuditButton } from './ExportAuditButton';

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
  <DateInput key="from" source="from" label="academy.audit.filters.from" alwaysOn />,
  <DateInput key="to" source="to" label="academy.audit.filters.to" alwaysOn />,
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
  return (
    <ResourceList
      title="academy.audit.title"
      filters={filters}
      sort={{ field: 'created_at', order: 'DESC' }}
      // The filters are always on: the toolbar holds only the export.
      actions={
        <TopToolbar>
          <ExportAuditButton />
        </TopToolbar>
      }
      withErrorBanner
      stacked={<AuditStackedList />}
    >
      <DataTable.Col source="created_at" field={AuditWhen} />
      <DataTable.Col source="actor" disableSort field={AuditActor} />
      <DataTable.Col source="action" disableSort field={AuditAction} />
      <DataTable.Col source="targetUserId" disableSort field={AuditTarget} />
      {/* Without a source, the column names its label itself. */}
      <DataTable.Col label="resources.audit.fields.change" disableSort field={AuditChange} />
    </ResourceList>
  );
}
