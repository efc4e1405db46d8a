import { Typography } from '@mui/material';
import { DataTable, ListBase } from 'react-admin';
import { useTypedTranslate } from '../../../i18n/use-typed-translate';
import { AuditAction, AuditActor, AuditChange, AuditWhen } from '../../audit';

/** What staff did to this payment, newest first: the audit trail narrowed to it. */
export function PaymentAuditTrail({ paymentId }: { paymentId: string }) {
  const translate = useTypedTranslate();
  return (
    <ListBase
      resource="audit"
      filter={{ paymentId }}
      sort={{ field: 'created_at', order: 'DESC' }}
      perPage={50}
      disableSyncWithLocation
      storeKey={false}
    >
      <DataTable
        rowClick={false}
        bulkActionButtons={false}
        sx={{ '& .RaDataTable-tableWrapper': { overflowX: 'auto' } }}
        empty={
          <Typography color="text.secondary">
            {translate('academy.payments.show.noAudit')}
          </Typography>
        }
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
    </ListBase>
  );
}
