import type { ReactNode } from 'react';
import { Alert, DialogContentText } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useNotify, useRefresh } from 'react-admin';
import type { AdminPayment } from '@academy/contracts';
import { FormDialog } from '../../../components/FormDialog';
import { useServerErrorText, type ServerErrorTexts } from '../../../components/server-error';
import type { MessageKey } from '../../../i18n/en';
import { useTypedTranslate } from '../../../i18n/use-typed-translate';

interface PaymentActionDialogProps<TVariables> {
  open: boolean;
  onClose: () => void;
  title: MessageKey;
  /** The question, already translated with the payment's amount and student. */
  question: string;
  confirmLabel: MessageKey;
  confirmColor: 'primary' | 'error' | 'warning';
  /** What the confirm button sends; null while the form is not complete. */
  variables: TVariables | null;
  run: (variables: TVariables) => Promise<AdminPayment>;
  /** The notice shown once the API has done it. */
  done: MessageKey;
  /** Why the API refuses this action (CONFLICT: the payment is no longer in a state for it). */
  refusals: ServerErrorTexts['byCode'];
  /** The form's fields, between the question and the buttons. */
  children?: ReactNode;
}

/**
 * One staff action on a payment: a question, its fields, and Cancel / the action. The dialog
 * stays open on a refusal and says why in it (in English, the API's own sentence, such as how much
 * balance is missing), so staff read it before going on.
 */
export function PaymentActionDialog<TVariables>({
  open,
  onClose,
  title,
  question,
  confirmLabel,
  confirmColor,
  variables,
  run,
  done,
  refusals,
  children,
}: PaymentActionDialogProps<TVariables>) {
  const translate = useTypedTranslate();
  const errorText = useServerErrorText();
  const notify = useNotify();
  const refresh = useRefresh();
  const action = useMutation({
    mutationFn: run,
    onSuccess: () => {
      notify(done, { type: 'success' });
      onClose();
      refresh();
    },
  });
  const close = () => {
    // A refusal often means someone else changed the payment meanwhile: show it as it is now.
    if (action.isError) refresh();
    action.reset();
    onClose();
  };

  return (
    <FormDialog
      open={open}
      onClose={close}
      title={translate(title)}
      width="sm"
      canSubmit={variables !== null}
      pending={action.isPending}
      onSubmit={() => {
        if (variables !== null) action.mutate(variables);
      }}
      cancelLabel="academy.payments.actions.cancel"
      submitLabel={confirmLabel}
      submitColor={confirmColor}
    >
      <DialogContentText sx={{ mb: 1 }}>{question}</DialogContentText>
      {children}
      {action.isError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {errorText(action.error, {
            fallback: 'academy.payments.errors.action',
            byCode: refusals,
          })}
        </Alert>
      )}
    </FormDialog>
  );
}
