import { TextField } from '@mui/material';
import { BALANCE_ADJUSTMENT_REASON_MAX_LENGTH } from '@academy/contracts';
import { useTypedTranslate } from '../../../i18n/use-typed-translate';

interface BalanceReasonFieldProps {
  value: string;
  onChange: (value: string) => void;
}

/**
 * Why the balance changes: required in the back office, kept with the ledger row and in the
 * audit log, as long as the API accepts.
 */
export function BalanceReasonField({ value, onChange }: BalanceReasonFieldProps) {
  const translate = useTypedTranslate();
  return (
    <TextField
      required
      fullWidth
      margin="dense"
      name="reason"
      label={translate('academy.users.balanceReason.label')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      helperText={translate('academy.users.balanceReason.help', {
        length: value.length,
        max: BALANCE_ADJUSTMENT_REASON_MAX_LENGTH,
      })}
      slotProps={{ htmlInput: { maxLength: BALANCE_ADJUSTMENT_REASON_MAX_LENGTH } }}
    />
  );
}

/** The reason to send: trimmed, or null while there is none (the dialogs cannot save then). */
export function balanceReason(text: string): string | null {
  const reason = text.trim();
  return reason === '' ? null : reason;
}
