import { useId, type ReactNode } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  type ButtonProps,
} from '@mui/material';
import type { MessageKey } from '../i18n/en';
import { useTypedTranslate } from '../i18n/use-typed-translate';

interface FormDialogProps {
  open: boolean;
  onClose: () => void;
  /** The dialog's title, already translated; it names the dialog for screen readers. */
  title: string;
  /** A dialog as wide as its screen allows up to this size; without it, as wide as its fields. */
  width?: 'xs' | 'sm';
  /** Whether the form is complete: Enter and the submit button send it only then. */
  canSubmit: boolean;
  /** The call is under way: the submit button waits for it. */
  pending: boolean;
  onSubmit: () => void;
  cancelLabel: MessageKey;
  submitLabel: MessageKey;
  submitColor?: ButtonProps['color'];
  /** The form checks its fields itself and says what is wrong beside each (not the browser). */
  noValidate?: boolean;
  /** The fields and texts between the title and the buttons. */
  children: ReactNode;
}

/** A dialog holding one form: its title, its fields, and Cancel beside the submit button. */
export function FormDialog({
  open,
  onClose,
  title,
  width,
  canSubmit,
  pending,
  onSubmit,
  cancelLabel,
  submitLabel,
  submitColor = 'primary',
  noValidate = false,
  children,
}: FormDialogProps) {
  const translate = useTypedTranslate();
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth={width !== undefined}
      maxWidth={width}
    >
      <form
        noValidate={noValidate}
        onSubmit={(event) => {
          event.preventDefault();
          if (canSubmit) onSubmit();
        }}
      >
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>{children}</DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate(cancelLabel)}</Button>
          <Button
            type="submit"
            variant="contained"
            color={submitColor}
            disabled={!canSubmit || pending}
          >
            {translate(submitLabel)}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
