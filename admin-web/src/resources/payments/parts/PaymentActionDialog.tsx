import { useState, type ReactNode } from 'react';
import { Alert, DialogContentText } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useNotify, useRefresh } from 'react-admin';
import type { AdminPayment } from '@academy/contracts';
import { FormDialog } from '../../../components/FormDialog';
import { reasonOrNull } from '../../../components/ReasonField';
import { useServerErrorText } from '../../../components/server-error';
import { useTypedTranslate } from '../../../i18n/use-typed-translate';
import { useMoneyText, usePurchaseText, useStudentText } from './PaymentDisplay';
import { PaymentReasonField } from './ReasonField';

/** What staff may do with a payment; each names its button and its dialog's texts. */
export type PaymentActionName = 'confirm' | 'reject' | 'refund';

/** The action's button and its dialog's confirm button. */
export const PAYMENT_ACTION_COLORS = {
  confirm: 'primary',
  reject: 'error',
  refund: 'warning',
} as const satisfies Record<PaymentActionName, 'primary' | 'error' | 'warning'>;

export interface PaymentDialogProps {
  payment: AdminPayment;
  open: boolean;
  onClose: () => void;
}

interface PaymentActionDialogProps<TVariables> extends PaymentDialogProps {
  action: PaymentActionName;
  /** What the confirm button sends; null while the form is not complete. */
  variables: TVariables | null;
  run: (variables: TVariables) => Promise<AdminPayment>;
  /** The form's fields, between the question and the buttons. */
  children?: ReactNode;
}

/**
 * One staff action on a payment: a question, its fields, and Cancel / the action, with the texts
 * of `academy.payments.<action>Dialog`. The dialog stays open on a refusal and says why in it (in
 * English, the API's own sentence, such as how much balance is missing), so staff read it before
 * going on.
 */
export function PaymentActionDialog<TVariables>({
  action,
  payment,
  open,
  onClose,
  variables,
  run,
  children,
}: PaymentActionDialogProps<TVariables>) {
  const translate = useTypedTranslate();
  const errorText = useServerErrorText();
  const moneyText = useMoneyText();
  const studentText = useStudentText();
  const purchaseText = usePurchaseText();
  const notify = useNotify();
  const refresh = useRefresh();
  const mutation = useMutation({
    mutationFn: run,
    onSuccess: () => {
      notify(`academy.payments.${action}Dialog.done`, { type: 'success' });
      onClose();
      refresh();
    },
  });
  const close = () => {
    // A refusal often means someone else changed the payment meanwhile: show it as it is now.
    if (mutation.isError) refresh();
    mutation.reset();
    onClose();
  };

  return (
    <FormDialog
      open={open}
      onClose={close}
      title={translate(`academy.payments.${action}Dialog.title`)}
      width="sm"
      canSubmit={variables !== null}
      pending={mutation.isPending}
      onSubmit={() => {
        if (variables !== null) mutation.mutate(variables);
      }}
      cancelLabel="academy.payments.actions.cancel"
      submitLabel={`academy.payments.actions.${action}`}
      submitColor={PAYMENT_ACTION_COLORS[action]}
    >
      <DialogContentText sx={{ mb: 1 }}>
        {translate(`academy.payments.${action}Dialog.question`, {
          amount: moneyText(payment.amount),
          student: studentText(payment),
          purchase: purchaseText(payment),
        })}
      </DialogContentText>
      {children}
      {mutation.isError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {errorText(mutation.error, {
            fallback: 'academy.payments.errors.action',
            // The payment is no longer in a state for the action.
            byCode: { CONFLICT: `academy.payments.${action}Dialog.refused` },
          })}
        </Alert>
      )}
    </FormDialog>
  );
}

interface PaymentReasonDialogProps extends PaymentDialogProps {
  action: 'reject' | 'refund';
  /** Sends the action with the reason staff gave. */
  run: (reason: string) => Promise<AdminPayment>;
  /** The action's other fields, under the reason. */
  children?: ReactNode;
}

/**
 * An action staff must give a reason for (`academy.payments.<action>Dialog.reason`): it cannot
 * be sent without one, and the reason is gone once the dialog closes.
 */
export function PaymentReasonDialog({
  action,
  onClose,
  children,
  ...dialog
}: PaymentReasonDialogProps) {
  const [text, setText] = useState('');
  return (
    <PaymentActionDialog
      action={action}
      {...dialog}
      onClose={() => {
        setText('');
        onClose();
      }}
      variables={reasonOrNull(text)}
    >
      <PaymentReasonField
        label={`academy.payments.${action}Dialog.reason`}
        value={text}
        onChange={setText}
      />
      {children}
    </PaymentActionDialog>
  );
}
