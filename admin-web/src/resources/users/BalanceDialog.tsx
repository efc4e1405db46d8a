import { useId, useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useRefresh } from 'react-admin';
import type { User } from '@academy/contracts';
import { formatBalance } from '@academy/domain';
import { useTypedTranslate } from '../../i18n/use-typed-translate';
import type { AcademyDataProvider } from '../../providers/data-provider';
import { useReportError } from './parts/ErrorBanner';
import { BALANCE_BOUNDS, parseAmount } from './parts/money';

interface BalanceDialogProps {
  user: Pick<User, 'id' | 'balance'>;
  open: boolean;
  onClose: () => void;
}

/** Sets one user's balance: the current value prefilled, sent as a number once the API confirms. */
export function BalanceDialog({ user, open, onClose }: BalanceDialogProps) {
  const translate = useTypedTranslate();
  const dataProvider = useDataProvider<AcademyDataProvider>();
  const refresh = useRefresh();
  const reportError = useReportError();
  const titleId = useId();
  const [text, setText] = useState('');
  // Prefill on every opening with the balance as it is then (React's "state from props" pattern).
  const [wasOpen, setWasOpen] = useState(false);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setText(formatBalance(user.balance));
  }
  const amount = parseAmount(text, BALANCE_BOUNDS);
  const invalid = text.trim() !== '' && amount === null;

  const close = () => {
    setText('');
    onClose();
  };
  const save = useMutation({
    mutationFn: (balance: number) => dataProvider.setBalance(user.id, balance),
    onSuccess: () => reportError(null),
    onError: () => reportError('academy.users.errors.balance'),
    onSettled: () => {
      close();
      refresh();
    },
  });

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (amount !== null) save.mutate(amount);
        }}
      >
        <DialogTitle id={titleId}>
          {translate('academy.users.balanceDialog.title', { id: user.id })}
        </DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={translate('academy.users.balanceDialog.amount')}
            value={text}
            onChange={(event) => setText(event.target.value)}
            error={invalid}
            helperText={invalid ? translate('academy.users.balanceDialog.invalid') : ' '}
            slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{translate('academy.users.actions.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={amount === null || save.isPending}>
            {translate('academy.users.actions.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
