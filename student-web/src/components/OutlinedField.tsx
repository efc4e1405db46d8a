import { FormControl, FormHelperText, InputLabel, OutlinedInput } from '@mui/material';
import { useId, type ChangeEvent, type ReactNode } from 'react';

export interface OutlinedFieldProps {
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  type?: 'text' | 'email' | 'password';
  required?: boolean;
  fullWidth?: boolean;
  disabled?: boolean;
  autoComplete?: string;
  autoFocus?: boolean;
  placeholder?: string;
  error?: boolean;
  /** Shown under the field and read with it. */
  helperText?: ReactNode;
  /** Drawn inside the field's end, such as a show-password toggle. */
  endAdornment?: ReactNode;
}

/**
 * A one-line text input that looks and reads like MUI's outlined TextField (floating label,
 * required mark, helper text tied to the input), composed from the parts it needs. TextField
 * would also bring its select mode (menu, popover, list) into every form that uses it, which is
 * what the sign-in page must not load.
 */
export function OutlinedField({
  label,
  required,
  fullWidth,
  disabled,
  error,
  helperText,
  ...input
}: OutlinedFieldProps) {
  const id = useId();
  const helperId = `${id}-helper-text`;
  return (
    <FormControl
      variant="outlined"
      required={required}
      fullWidth={fullWidth}
      disabled={disabled}
      error={error}
    >
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        {...input}
        id={id}
        // Only sizes the gap the outline leaves for the label (with the required mark).
        label={label}
        aria-describedby={helperText ? helperId : undefined}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
