import type { ReactNode } from 'react';
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import type { AdminPayment } from '@academy/contracts';
import { CanAccess, Link, Show, TopToolbar, useCreatePath, useRecordContext } from 'react-admin';
import { useTypedTranslate } from '../../i18n/use-typed-translate';
import type { MessageKey } from '../../i18n/en';
import { PaymentActions } from './parts/PaymentActions';
import { PaymentAuditTrail } from './parts/PaymentAuditTrail';
import { PaymentConflictFlag, PaymentConflictingClaims } from './parts/PaymentConflicts';
import {
  PaymentStatusChip,
  useDateText,
  useMoneyText,
  usePurchaseText,
} from './parts/PaymentDisplay';
import { PaymentStudentField, PaymentWaiting } from './parts/PaymentFields';
import { PaymentLedger } from './parts/PaymentLedger';
import { PaymentReceipt } from './parts/PaymentReceipt';

function PaymentTitle() {
  const payment = useRecordContext<AdminPayment>();
  const translate = useTypedTranslate();
  if (!payment) return null;
  return (
    <>{translate('academy.payments.showTitle', { reference: payment.reference ?? payment.id })}</>
  );
}

function Section({ title, children }: { title: MessageKey; children: ReactNode }) {
  const translate = useTypedTranslate();
  return (
    <Card component="section" aria-label={translate(title)} variant="outlined">
      <CardContent>
        <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
          {translate(title)}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** Label and value pairs; an empty value shows as a dash. */
function Details({ rows }: { rows: [MessageKey, ReactNode][] }) {
  const translate = useTypedTranslate();
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, max-content) 1fr' },
        columnGap: 2,
        rowGap: { xs: 0, sm: 0.75 },
        m: 0,
        '& dt': { color: 'text.secondary', mt: { xs: 1, sm: 0 } },
        '& dd': { m: 0, overflowWrap: 'anywhere' },
      }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <dt>{translate(label)}</dt>
          <dd>{value ?? translate('academy.payments.show.none')}</dd>
        </Box>
      ))}
    </Box>
  );
}

function PaymentDetails({ payment }: { payment: AdminPayment }) {
  const translate = useTypedTranslate();
  const moneyText = useMoneyText();
  const dateText = useDateText();
  const purchaseText = usePurchaseText();
  return (
    <Details
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
      <Details
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
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        p: { xs: 1, sm: 2 },
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
        alignItems: 'start',
      }}
    >
      <Section title="academy.payments.show.payment">
        <PaymentDetails payment={payment} />
      </Section>
      <Stack spacing={2} sx={{ minWidth: 0 }}>
        <Section title="academy.payments.show.student">
          <StudentDetails payment={payment} />
        </Section>
        <Section title="academy.payments.show.receipt">
          <PaymentReceipt payment={payment} />
        </Section>
      </Stack>
      {payment.conflictingClaimCount > 0 && (
        <Box sx={{ gridColumn: '1 / -1', minWidth: 0 }}>
          <Section title="academy.payments.conflict.title">
            <PaymentConflictingClaims payment={payment} />
          </Section>
        </Box>
      )}
      {/* The tables take the whole width: the audit's before → after texts are long. */}
      <Box sx={{ gridColumn: '1 / -1', minWidth: 0 }}>
        <Section title="academy.payments.show.ledger">
          <PaymentLedger paymentId={payment.id} />
        </Section>
      </Box>
      <CanAccess resource="audit" action="list">
        <Box sx={{ gridColumn: '1 / -1', minWidth: 0 }}>
          <Section title="academy.payments.show.audit">
            <PaymentAuditTrail paymentId={payment.id} />
          </Section>
        </Box>
      </CanAccess>
    </Box>
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
