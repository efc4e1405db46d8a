import { Typography } from '@mui/material';
import { DataTable, ListBase, Pagination } from 'react-admin';
import type { MessageKey } from '../i18n/en';
import { useTypedTranslate } from '../i18n/use-typed-translate';
import { USER_AUDIT } from '../providers/data-provider';
import { AuditAction, AuditActor, AuditChange, AuditWhen } from '../resources/audit/AuditFields';

/**
 * A payment's trail is the audit log narrowed to it (admins); a user's comes from the user's own
 * list, which everyone who may read users may read.
 */
type TrailOf = { paymentId: string } | { userId: number };

interface AuditTrailProps {
  of: TrailOf;
  emptyText: MessageKey;
  /** A page at a time, with page buttons under it; without, the newest 50 only. */
  paged?: boolean;
}

/** What staff did to one payment or one user, newest first: the audit trail narrowed to it. */
export function AuditTrail({ of, emptyText, paged = false }: AuditTrailProps) {
  const translate = useTypedTranslate();
  return (
    <ListBase
      resource={'userId' in of ? USER_AUDIT : 'audit'}
      filter={of}
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
        <DataTable.Col source="created_at" label="resources.audit.fields.created_at" disableSort>
          <AuditWhen />
        </DataTable.Col>
        <DataTable.Col source="actor" label="resources.audit.fields.actor" disableSort>
          <AuditActor />
        </DataTable.Col>
        <DataTable.Col source="action" label="resources.audit.fields.action" disableSort>
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
