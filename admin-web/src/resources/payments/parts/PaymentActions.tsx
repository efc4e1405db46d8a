import { useState, type ComponentType, type ReactElement } from 'react';
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import type { SvgIconComponent } from '@mui/icons-material';
import UndoIcon from '@mui/icons-material/Undo';
import { Button as MuiButton, Stack } from '@mui/material';
import { CanAccess, useRecordContext } from 'react-admin';
import type { AdminPayment } from '@academy/contracts';
import { RowActionButton } from '../../../components/RowActionButton';
import type { MessageKey } from '../../../i18n/en';
import { useTypedTranslate } from '../../../i18n/use-typed-translate';
import { ConfirmPaymentDialog } from '../ConfirmPaymentDialog';
import { RefundPaymentDialog } from '../RefundPaymentDialog';
import { RejectPaymentDialog } from '../RejectPaymentDialog';
import {
  PAYMENT_ACTION_COLORS,
  type PaymentActionName,
  type PaymentDialogProps,
} from './PaymentActionDialog';
import { RecheckPaymentButton } from './RecheckPaymentButton';

type Look = 'icon' | 'button';

interface ActionProps {
  payment: AdminPayment;
  look: Look;
  label: MessageKey;
  icon: ReactElement;
  color: 'primary' | 'error' | 'warning';
  Dialog: ComponentType<PaymentDialogProps>;
}

/** One action: an icon in a list row, a labelled button on the show page; it opens its dialog. */
function PaymentAction({ payment, look, label, icon, color, Dialog }: ActionProps) {
  const translate = useTypedTranslate();
  const [open, setOpen] = useState(false);
  return (
    // The dialog sits in the row's React tree: its clicks must not reach the row.
    <span onClick={(event) => event.stopPropagation()}>
      {look === 'icon' ? (
        <RowActionButton
          label={label}
          icon={icon}
          color={color === 'warning' ? 'error' : color}
          onClick={() => setOpen(true)}
        />
      ) : (
        <MuiButton
          variant="outlined"
          size="small"
          color={color}
          startIcon={icon}
          onClick={() => setOpen(true)}
        >
          {translate(label)}
        </MuiButton>
      )}
      <Dialog payment={payment} open={open} onClose={() => setOpen(false)} />
    </span>
  );
}

/**
 * Staff settle a payment that waits for them: a manual one (they check the student's reference),
 * or one the provider could not settle by itself (flagged for review).
 */
export function awaitsStaff(payment: AdminPayment): boolean {
  return (
    payment.status === 'pending' && (payment.provider === 'manual' || payment.reviewReason !== null)
  );
}

/** Paid, or a BTCPay payment held for staff: its coins arrived and can go back through BTCPay. */
const refundable = (payment: AdminPayment): boolean =>
  payment.status === 'paid' || (payment.provider === 'btcpay' && payment.needsStaff);

interface ActionKind {
  action: PaymentActionName;
  shown: (payment: AdminPayment) => boolean;
  Icon: SvgIconComponent;
  Dialog: ActionProps['Dialog'];
}

/** In the order the buttons stand; the action is also the access rule's name and the label's. */
const ACTION_KINDS: ActionKind[] = [
  {
    action: 'confirm',
    shown: awaitsStaff,
    Icon: CheckCircleIcon,
    Dialog: ConfirmPaymentDialog,
  },
  {
    action: 'reject',
    shown: (payment) => awaitsStaff(payment) && payment.provider !== 'btcpay',
    Icon: BlockIcon,
    Dialog: RejectPaymentDialog,
  },
  {
    action: 'refund',
    shown: refundable,
    Icon: UndoIcon,
    Dialog: RefundPaymentDialog,
  },
];

/**
 * Confirm and Reject while the payment waits for staff, Refund once it is paid: each shown only
 * when the payment's status allows it and the staff member's role may use it.
 */
export function PaymentActions({ look = 'icon' }: { look?: Look }) {
  const payment = useRecordContext<AdminPayment>();
  if (!payment) return null;
  const size = look === 'icon' ? 'small' : 'medium';
  return (
    <Stack
      direction="row"
      sx={look === 'icon' ? { flexWrap: 'nowrap' } : { gap: 1, flexWrap: 'wrap' }}
    >
      {payment.provider === 'btcpay' && look === 'button' && (
        <CanAccess resource="payments" action="confirm">
          <RecheckPaymentButton payment={payment} />
        </CanAccess>
      )}
      {ACTION_KINDS.filter(({ shown }) => shown(payment)).map(({ action, Icon, Dialog }) => (
        <CanAccess key={action} resource="payments" action={action}>
          <PaymentAction
            payment={payment}
            look={look}
            label={`academy.payments.actions.${action}`}
            icon={<Icon fontSize={size} />}
            color={PAYMENT_ACTION_COLORS[action]}
            Dialog={Dialog}
          />
        </CanAccess>
      ))}
    </Stack>
  );
}
