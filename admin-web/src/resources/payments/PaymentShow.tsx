import { Box, Stack } from '@mui/material';
import type { AdminPayment } from '@academy/contracts';
import { CanAccess, Link, Show, TopToolbar, useCreatePath, useRecordContext } from 'react-admin';
import { DetailList, ShowGrid, ShowSection } from '../../components/ShowSection';
import { useDateText } from '../../components/use-date-text';
import { useTypedTranslate } from '../../i18n/use-typed-translate';
import { PaymentActions } from './parts/PaymentActions';
import { PaymentAuditTrail } from './parts/PaymentAuditTrail';
import { PaymentConflictFlag, PaymentConflictingClaims } from './parts/PaymentConflicts';
import { PaymentStatusChip, useMoneyText, usePurchaseText } from './parts/PaymentDisplay';
import { PaymentStudentField, PaymentWaiting } from './parts/PaymentFields';
import { PaymentLedger } from './parts/PaymentLedger';
import { PaymentCryptoInvoice } from './parts/PaymentCryptoInvoice';
import { PaymentReceipt } from './parts/PaymentReceipt';
import { PaymentSalesDocuments } from './parts/PaymentSalesDocuments';

function PaymentTitle() {
  const payment = useRecordContext<AdminPayment>();
  const translate = useTypedTranslate();
  if (!payment) return null;
  return (
    <>{translate('academy.payments.showTitle', { reference: payment.reference ?? payment.id })}</>
  );
}

function PaymentDetails({ payment }: { payment: AdminPayment }) {
  const translate = useTypedTranslate();
  const moneyText = useMoneyText();
  const dateText = useDateText();
  const purchaseText = usePurchaseText();
  return (
    <DetailList
      emptyText="academy.payments.show.none"
      rows={[
        [
          'academy.payments.show.status',
          <Stack
            key="status"
            direction="row"
            sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
          >
            <PaymentStatusChip payment={payment} />
            <PaymentWaiting payment={payment} />
            <PaymentConflictFlag payment={payment} />
          </Stack>,
        ],
        ['academy.payments.show.statusReason', payment.statusReason],
        ['academy.payments.show.reviewReason', payment.reviewReason],
        ['academy.payments.show.amount', moneyText(payment.amount)],
        ['academy.payments.show.purchase', purchaseText(payment)],
        ['academy.payments.show.method', translate(`academy.payments.method.${payment.method}`)],
        [
          'academy.payments.show.provider',
          translate(`academy.payments.provider.${payment.provider}`),
        ],
        ['academy.payments.show.providerReference', payment.providerReference],
        ['academy.payments.show.reference', payment.reference],
        ['academy.payments.show.coin', payment.coin],
        ['academy.payments.show.id', payment.id],
        ['academy.payments.show.createdAt', dateText(payment.createdAt)],
        ['academy.payments.show.updatedAt', dateText(payment.updatedAt)],
        ['academy.payments.show.paidAt', dateText(payment.paidAt)],
        [
          'academy.payments.show.refundedAt',
          payment.refundedAt === null
            ? null
            : `${dateText(payment.refundedAt)}${payment.creditReversed === false ? ` · ${translate('academy.payments.show.creditKept')}` : ''}`,
        ],
      ]}
    />
  );
}

function StudentDetails({ payment }: { payment: AdminPayment }) {
  const translate = useTypedTranslate();
  const createPath = useCreatePath();
  return (
    <>
      <DetailList
        emptyText="academy.payments.show.none"
        rows={[
          ['academy.payments.show.userId', payment.userId],
          ['academy.payments.show.email', <PaymentStudentField key="student" />],
          ['academy.payments.show.name', payment.userName],
        ]}
      />
      <Box sx={{ mt: 1 }}>
        <Link
          to={{
            pathname: createPath({ resource: 'payments', type: 'list' }),
            search: `?filter=${encodeURIComponent(JSON.stringify({ userId: payment.userId }))}`,
          }}
        >
          {translate('academy.payments.studentPayments')}
        </Link>
      </Box>
    </>
  );
}

function PaymentShowLayout() {
  const payment = useRecordContext<AdminPayment>();
  if (!payment) return null;
  return (
    <ShowGrid columns="minmax(0, 3fr) minmax(0, 2fr)" from="lg">
      <ShowSection title="academy.payments.show.payment">
        <PaymentDetails payment={payment} />
      </ShowSection>
      <Stack spacing={2} sx={{ minWidth: 0 }}>
        <ShowSection title="academy.payments.show.student">
          <StudentDetails payment={payment} />
        </ShowSection>
        {payment.cryptoInvoice ? (
          <ShowSection title="academy.payments.show.invoice">
            <PaymentCryptoInvoice payment={payment} />
          </ShowSection>
        ) : (
          <ShowSection title="academy.payments.show.receipt">
            <PaymentReceipt payment={payment} />
          </ShowSection>
        )}
        <ShowSection title="academy.payments.show.salesDocuments">
          <PaymentSalesDocuments payment={payment} />
        </ShowSection>
      </Stack>
      {payment.conflictingClaimCount > 0 && (
        <Box sx={{ gridColumn: '1 / -1', minWidth: 0 }}>
          <ShowSection title="academy.payments.conflict.title">
            <PaymentConflictingClaims payment={payment} />
          </ShowSection>
        </Box>
      )}
      {/* The tables take the whole width: the audit's before → after texts are long. */}
      <Box sx={{ gridColumn: '1 / -1', minWidth: 0 }}>
        <ShowSection title="academy.payments.show.ledger">
          <PaymentLedger paymentId={payment.id} />
        </ShowSection>
      </Box>
      <CanAccess resource="audit" action="list">
        <Box sx={{ gridColumn: '1 / -1', minWidth: 0 }}>
          <ShowSection title="academy.payments.show.audit">
            <PaymentAuditTrail paymentId={payment.id} />
          </ShowSection>
        </Box>
      </CanAccess>
    </ShowGrid>
  );
}

function PaymentShowActions() {
  return (
    <TopToolbar>
      <PaymentActions look="button" />
    </TopToolbar>
  );
}

/**
 * /admin/payments/:id: everything about one payment, and what staff may do with it now. The id
 * comes from the address unless given.
 */
export function PaymentShow({ id }: { id?: string }) {
  return (
    <Show<AdminPayment> id={id} title={<PaymentTitle />} actions={<PaymentShowActions />}>
      <PaymentShowLayout />
    </Show>
  );
}
