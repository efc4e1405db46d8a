import { Box, TextField } from '@mui/material';
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import PhoneInput, { type Country } from 'react-phone-number-input';
import 'react-phone-number-input/style.css';
import { CountrySelect, PHONE_LABELS, usePhoneLocale } from './CountrySelect';

interface PhoneTextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'size' | 'color'
> {
  ref?: Ref<HTMLInputElement>;
  label?: ReactNode;
  error?: boolean;
  helperText?: ReactNode;
}

/**
 * The number input the library formats as you type, drawn as an MUI text field: the field's own
 * props go to the field, the rest (the library's handlers and attributes) to its input.
 */
function PhoneTextField({
  ref,
  label,
  error,
  helperText,
  value,
  onChange,
  id,
  ...inputProps
}: PhoneTextFieldProps) {
  const fieldProps = { id, label, error, helperText, value, onChange };
  return (
    <TextField {...fieldProps} inputRef={ref} fullWidth slotProps={{ htmlInput: inputProps }} />
  );
}

/** Country picker beside the number on wide screens, above it on narrow ones. */
function PhoneFieldLayout({ children }: { children?: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        alignItems: 'start',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 1fr) minmax(0, 1fr)' },
      }}
    >
      {children}
    </Box>
  );
}

interface PhoneFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  defaultCountry?: Country;
  error?: string;
  disabled?: boolean;
}

/** An international phone number (E.164, e.g. +4915123456789) with a searchable country list. */
export function PhoneField({
  label,
  value,
  onChange,
  defaultCountry,
  error,
  disabled,
}: PhoneFieldProps) {
  const locale = usePhoneLocale();
  return (
    <PhoneInput
      labels={PHONE_LABELS[locale]}
      international
      countryCallingCodeEditable={false}
      defaultCountry={defaultCountry}
      value={value || undefined}
      onChange={(next) => onChange(next ?? '')}
      countrySelectComponent={CountrySelect}
      inputComponent={PhoneTextField}
      containerComponent={PhoneFieldLayout}
      name="phone"
      autoComplete="tel"
      disabled={disabled}
      label={label}
      error={Boolean(error)}
      helperText={error}
    />
  );
}
