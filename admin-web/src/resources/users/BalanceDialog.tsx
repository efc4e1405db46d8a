import { useState } from 'react';
import { TextField } from '@mui/material';
import { useDataProvider } from 'react-admin';
import type { User } from '@academy/contracts';
import { formatBalance, fromCents, toCents } from '@academy/domain';
import { useTypedTranslate } from '../../i18n/use-typed-translate';
import type { AcademyDataProvider } from '../../providers/data-provider';
import { FormDialog } from '../../components/FormDialog';
import { reasonOrNull } from '../../components/ReasonField';
import { BalanceReasonField } from './parts/BalanceReasonField';
import { BALANCE_BOUNDS, parseAmount, useMoneyText } from './parts/money';
import { useUserChange } from './use-user-change';

interface BalanceDialogProps {
  user: Pick<User, 'id' | 'balance'>;
  open: boolean;
  onClose: () => void;
}

/**
 * Changes one user's balance: the current value prefilled, the staff member types the new one,
 * and the dialog sends the difference to add to the balance as it is when saved. A payment
 * credited while the dialog was open is kept, where sending the typed value would erase it.
 */
export function BalanceDialog({ user, open, onClose }: BalanceDialogProps) {
  const translate = useTypedTranslate();
  const dataProvider = useDataProvider<AcademyDataProvider>();
  const moneyText = useMoneyText();
  const [text, setText] = useState('');
  const [reasonText, setReasonText] = useState('');
  const reason = reasonOrNull(reasonText);
  // The balance the staff member saw when opening: the change is reckoned from it.
  const [shown, setShown] = useState(user.balance);
  // One key per opening: the same change sent twice from this dialog is applied once.
  const [actionKey, setActionKey] = useState('');
  // Prefill on every opening with the balance as it is then (React's "state from props" pattern).
  const [wasOpen, setWasOpen] = useState(false);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setText(formatBalance(user.balance));
      setReasonText('');
      setShown(user.balance);
      setActionKey(crypto.randomUUID());
    }
  }
  const amount = parseAmount(text, BALANCE_BOUNDS);
  const invalid = text.trim() !== '' && amount === null;
  const change = amount === null ? null : fromCents(toCents(amount) - toCents(shown));
  const changeText =
    change === null
      ? ' '
      : change === 0
        ? translate('academy.users.balanceDialog.unchanged')
        : translate(
            change > 0
              ? 'academy.users.balanceDialog.adds'
              : 'academy.users.balanceDialog.subtracts',
            { amount: moneyText(Math.abs(change)) },
          );

  const request =
    change !== null && change !== 0 && reason !== null ? { difference: change, reason } : null;

  const close = () => {
    setText('');
    onClose();
  };
  const save = useUserChange({
    change: ({ difference, reason }: { difference: number; reason: string }) =>
      dataProvider.adjustBalance(user.id, { amount: difference, reason }, actionKey),
    failure: 'academy.users.errors.balance',
    close,
  });

  return (
    <FormDialog
      open={open}
      onClose={close}
      title={translate('academy.users.balanceDialog.title', { id: user.id })}
      canSubmit={request !== null}
      pending={save.isPending}
      onSubmit={() => {
        if (request) save.mutate(request);
      }}
      cancelLabel="academy.users.actions.cancel"
      submitLabel="academy.users.actions.save"
    >
      <TextField
        autoFocus
        fullWidth
        margin="dense"
        label={translate('academy.users.balanceDialog.amount')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={invalid}
        helperText={invalid ? translate('academy.users.balanceDialog.invalid') : changeText}
        slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
      />
      <BalanceReasonField value={reasonText} onChange={setReasonText} />
    </FormDialog>
  );
}
