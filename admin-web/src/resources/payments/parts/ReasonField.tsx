import { TextField } from '@mui/material';
import { PAYMENT_REASON_MAX_LENGTH } from '@academy/contracts';
import type { MessageKey } from '../../../i18n/en';
import { useTypedTranslate } from '../../../i18n/use-typed-translate';

interface ReasonFieldProps {
  label: MessageKey;
  value: string;
  onChange: (value: string) => void;
}

/** The reason staff must give, as long as the API accepts, with a count of what is left. */
export function ReasonField({ label, value, onChange }: ReasonFieldProps) {
  const translate = useTypedTranslate();
  return (
    <TextField
      autoFocus
      required
      fullWidth
      multiline
      minRows={2}
      margin="dense"
      label={translate(label)}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      helperText={translate('academy.payments.reasonLength', {
        length: value.length,
        max: PAYMENT_REASON_MAX_LENGTH,
      })}
      slotProps={{ htmlInput: { maxLength: PAYMENT_REASON_MAX_LENGTH } }}
    />
  );
}

/** The reason to send: trimmed, or null while there is none. */
export function reasonOrNull(text: string): string | null {
  const reason = text.trim();
  return reason === '' ? null : reason;
}
