import { Box, Typography } from '@mui/material';
import type { AdminPayment } from '@academy/contracts';
import { ShowRecordButton, StackedRecordList } from '../../../components/StackedRecordList';
import { useTypedTranslate } from '../../../i18n/use-typed-translate';
import { PaymentActions } from './PaymentActions';
import {
  PaymentAmountField,
  PaymentCreatedField,
  PaymentMethodField,
  PaymentPurchaseField,
  PaymentReferenceField,
  PaymentReviewFlag,
  PaymentStatusField,
  PaymentStudentField,
} from './PaymentFields';

/** A link to the payment's page, as an eye icon. */
export function ShowPaymentButton({ payment }: { payment: AdminPayment }) {
  const translate = useTypedTranslate();
  return (
    <ShowRecordButton
      resource="payments"
      id={payment.id}
      label={translate('academy.payments.showPayment')}
    />
  );
}

/** The payment's page, the actions the role may use on it, and its review flag. */
export function PaymentTools({ payment }: { payment: AdminPayment }) {
  return (
    <>
      <ShowPaymentButton payment={payment} />
      <PaymentActions />
      <PaymentReviewFlag />
    </>
  );
}

/**
 * Phones and portrait tablets: one entry per payment (amount, purchase and status first), with
 * its page and the actions the role may use one tap away.
 */
export function PaymentStackedList() {
  return (
    <StackedRecordList<AdminPayment>
      entry={(payment) => ({
        heading: (
          <>
            <Typography component="div" sx={{ fontWeight: 600 }}>
              <PaymentAmountField />
            </Typography>
            <Typography component="div" variant="body2">
              <PaymentPurchaseField /> · <PaymentMethodField />
            </Typography>
          </>
        ),
        badge: <PaymentStatusField />,
        details: (
          <Box sx={{ mt: 0.5, minWidth: 0 }}>
            <PaymentStudentField />
            <Typography component="div" variant="body2" color="text.secondary">
              <PaymentReferenceField />
            </Typography>
            <Typography component="div" variant="caption" color="text.secondary">
              <PaymentCreatedField />
            </Typography>
          </Box>
        ),
        actions: <PaymentTools payment={payment} />,
      })}
    />
  );
}
