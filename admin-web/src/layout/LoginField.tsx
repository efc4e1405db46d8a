import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { IconButton, InputAdornment, TextField } from '@mui/material';
import { useState, type Ref } from 'react';
import type { MessageKey } from '../i18n/en';
import { useTypedTranslate } from '../i18n/use-typed-translate';

interface LoginFieldProps {
  label: MessageKey;
  value: string;
  onChange: (value: string) => void;
  autoComplete: string;
  autoFocus?: boolean;
  /** A password, hidden until its toggle shows it. */
  secret?: boolean;
  /** Says the field is required: the form was sent with it empty. */
  missing: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A required field of the sign-in form, drawn and worded as react-admin's TextInput and
 * PasswordInput draw it (the theme's filled, dense field, the required mark, the line kept for
 * the helper text, the toggle's names), without react-admin's form machinery.
 */
export function LoginField({
  label,
  value,
  onChange,
  autoComplete,
  autoFocus,
  secret = false,
  missing,
  inputRef,
}: LoginFieldProps) {
  const translate = useTypedTranslate();
  const [visible, setVisible] = useState(false);
  const toggle = secret && (
    <InputAdornment position="end">
      <IconButton
        aria-label={translate(
          visible ? 'ra.input.password.toggle_visible' : 'ra.input.password.toggle_hidden',
        )}
        onClick={() => setVisible((shown) => !shown)}
        size="small"
      >
        {visible ? <Visibility fontSize="small" /> : <VisibilityOff fontSize="small" />}
      </IconButton>
    </InputAdornment>
  );
  return (
    <TextField
      type={secret && !visible ? 'password' : 'text'}
      label={
        <>
          {translate(label)}
          <span aria-hidden="true">&thinsp;*</span>
        </>
      }
      value={value}
      onChange={(event) => onChange(event.target.value)}
      autoComplete={autoComplete}
      autoFocus={autoFocus}
      inputRef={inputRef}
      error={missing}
      // An empty line's height stays reserved, so the form does not jump when a field is refused.
      helperText={missing ? translate('ra.validation.required') : '\u200b'}
      slotProps={{ input: { endAdornment: toggle || undefined } }}
    />
  );
}
