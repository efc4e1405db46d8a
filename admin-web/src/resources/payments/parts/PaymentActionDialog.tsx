import { useId, type ReactNode } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useNotify, useRefresh } from 'react-admin';
import type { AdminPayment } from '@academy/contracts';
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
  /** The form's fields, between the question and the buttons. */
  children?: ReactNode;
}

/** The server's own words for a refusal (such as how much balance is missing), when it sent any. */
function refusalText(error: unknown): string | null {
  return error instanceof Error && error.message !== '' ? error.message : null;
}

/**
 * One staff action on a payment: a question, its fields, and Cancel / the action. The dialog
 * stays open on a refusal and shows the API's message in it, so staff read why before going on.
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
  children,
}: PaymentActionDialogProps<TVariables>) {
  const translate = useTypedTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const titleId = useId();
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
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (variables !== null) action.mutate(variables);
        }}
      >
        <DialogTitle id={titleId}>{translate(title)}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 1 }}>{question}</DialogContentText>
          {children}
          {action.isError && (
            <Alert severity="error" sx={{ mt: 1 }}>
              {refusalText(action.error) ?? translate('academy.payments.errors.action')}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{translate('academy.payments.actions.cancel')}</Button>
          <Button
            type="submit"
            variant="contained"
            color={confirmColor}
            disabled={variables === null || action.isPending}
          >
            {translate(confirmLabel)}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
