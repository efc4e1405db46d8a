import { AuditTrail } from '../../../components/AuditTrail';

/** What staff did to this payment, newest first: the audit trail narrowed to it. */
export function PaymentAuditTrail({ paymentId }: { paymentId: string }) {
  return <AuditTrail of={{ paymentId }} emptyText="academy.payments.show.noAudit" />;
}
