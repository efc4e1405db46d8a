import { TextField } from '@mui/material';
import type { MessageKey } from '../i18n/en';
import { useTypedTranslate } from '../i18n/use-typed-translate';

/** A code typed from an authenticator app (or a recovery code): one-time-code autofill on phones. */
export function CodeField({
  value,
  onChange,
  label,
  helperText,
  autoFocus = false,
}: {
  value: string;
  onChange: (value: string) => void;
  label: MessageKey;
  helperText?: MessageKey;
  autoFocus?: boolean;
}) {
  const translate = useTypedTranslate();
  return (
    <TextField
      fullWidth
      autoFocus={autoFocus}
      autoComplete="one-time-code"
      label={translate(label)}
      helperText={helperText ? translate(helperText) : undefined}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ htmlInput: { maxLength: 32, spellCheck: false, autoCapitalize: 'characters' } }}
    />
  );
}
