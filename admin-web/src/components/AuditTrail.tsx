import { Typography } from '@mui/material';
import { DataTable, ListBase, Pagination } from 'react-admin';
import type { MessageKey } from '../i18n/en';
import { useTypedTranslate } from '../i18n/use-typed-translate';
import { AuditAction, AuditActor, AuditChange, AuditWhen } from '../resources/audit';

interface AuditTrailProps {
  /** The audit list's filter that narrows the trail: { paymentId } or { targetUserId }. */
  filter: Record<string, string | number>;
  emptyText: MessageKey;
  /** A page at a time, with page buttons under it; without, the newest 50 only. */
  paged?: boolean;
}

/** What staff did to one payment or one user, newest first: the audit trail narrowed to it. */
export function AuditTrail({ filter, emptyText, paged = false }: AuditTrailProps) {
  const translate = useTypedTranslate();
  return (
    <ListBase
      resource="audit"
      filter={filter}
      sort={{ field: 'created_at', order: 'DESC' }}
      perPage={paged ? 25 : 50}
      disableSyncWithLocation
      storeKey={false}
    >
      <DataTable
        rowClick={false}
        bulkActionButtons={false}
        sx={{ '& .RaDataTable-tableWrapper': { overflowX: 'auto' } }}
        empty={<Typography color="text.secondary">{translate(emptyText)}</Typography>}
      >
        <DataTable.Col source="created_at" disableSort>
          <AuditWhen />
        </DataTable.Col>
        <DataTable.Col source="actor" disableSort>
          <AuditActor />
        </DataTable.Col>
        <DataTable.Col source="action" disableSort>
          <AuditAction />
        </DataTable.Col>
        <DataTable.Col label="resources.audit.fields.change" disableSort>
          <AuditChange />
        </DataTable.Col>
      </DataTable>
      {paged && <Pagination rowsPerPageOptions={[]} />}
    </ListBase>
  );
}
