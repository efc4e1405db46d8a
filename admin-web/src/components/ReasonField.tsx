import { TextField } from '@mui/material';
import type { MessageKey } from '../i18n/en';
import { useTypedTranslate } from '../i18n/use-typed-translate';

interface ReasonFieldProps {
  label: MessageKey;
  /** The helper text, given the `length` typed and the `max` the API accepts. */
  lengthText: MessageKey;
  maxLength: number;
  value: string;
  onChange: (value: string) => void;
  /** The dialog's one field: focused when it opens, and two lines tall. */
  alone?: boolean;
  name?: string;
}

/** The reason staff must give, as long as the API accepts, with a count of what is used. */
export function ReasonField({
  label,
  lengthText,
  maxLength,
  value,
  onChange,
  alone = false,
  name,
}: ReasonFieldProps) {
  const translate = useTypedTranslate();
  return (
    <TextField
      autoFocus={alone}
      required
      fullWidth
      multiline={alone}
      minRows={alone ? 2 : undefined}
      margin="dense"
      name={name}
      label={translate(label)}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      helperText={translate(lengthText, { length: value.length, max: maxLength })}
      slotProps={{ htmlInput: { maxLength } }}
    />
  );
}

/** The reason to send: trimmed, or null while there is none (the dialog cannot be sent then). */
export function reasonOrNull(text: string): string | null {
  const reason = text.trim();
  return reason === '' ? null : reason;
}
