import { keyframes } from '@emotion/react';
import { styled } from '@mui/material/styles';
import { useId, useState, type AnimationEvent, type ChangeEvent, type ReactNode } from 'react';

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
  /** Drawn inside the field's end, such as a show-password toggle (an icon button). */
  endAdornment?: ReactNode;
}

// The browser's autofill starts the first animation on the input, and its end the second: the
// label moves up for a value the page has not been told of yet, and back.
const autofilled = keyframes({ from: { opacity: 1 } });
const autofillCleared = keyframes({ from: { opacity: 1 } });
const easeOut = (properties: string[], duration: number, delay = 0) =>
  properties.map((name) => `${name} ${duration}ms cubic-bezier(0, 0, 0.2, 1) ${delay}ms`).join();

interface State {
  shrink: boolean;
  focused: boolean;
  error: boolean;
  disabled: boolean;
}
const stateProps = new Set(['shrink', 'focused', 'error', 'disabled', 'fullWidth', 'adorned']);
const forward = { shouldForwardProp: (prop: string) => !stateProps.has(prop) };

const Root = styled(
  'div',
  forward,
)<{ fullWidth: boolean }>(({ fullWidth }) => ({
  display: 'inline-flex',
  flexDirection: 'column',
  position: 'relative',
  minWidth: 0,
  verticalAlign: 'top',
  width: fullWidth ? '100%' : undefined,
}));

const Label = styled(
  'label',
  forward,
)<State>(({ theme, shrink, focused, error, disabled }) => {
  const palette = (theme.vars ?? theme).palette;
  return {
    ...theme.typography.body1,
    lineHeight: '1.4375em',
    padding: 0,
    position: 'absolute',
    left: 0,
    top: 0,
    zIndex: 1,
    transformOrigin: 'top left',
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    pointerEvents: shrink ? 'auto' : 'none',
    userSelect: shrink ? 'none' : undefined,
    maxWidth: shrink ? 'calc(133% - 32px)' : 'calc(100% - 24px)',
    transform: shrink ? 'translate(14px, -9px) scale(0.75)' : 'translate(14px, 16px) scale(1)',
    // The colour changes at once: a device's dark scheme applies after the first paint, and a
    // fading label would be read at the light scheme's grey on the dark page meanwhile.
    transition: easeOut(['transform', 'max-width'], 200),
    color: disabled
      ? palette.text.disabled
      : error
        ? palette.error.main
        : focused
          ? palette.primary.main
          : palette.text.secondary,
    '& > span': { color: error ? palette.error.main : undefined },
  };
});

const Control = styled(
  'div',
  forward,
)<State & { adorned: boolean }>(({ theme, focused, error, disabled, adorned }) => {
  const palette = (theme.vars ?? theme).palette;
  const idle = theme.palette.mode === 'light' ? 'rgba(0, 0, 0, 0.23)' : 'rgba(255, 255, 255, 0.23)';
  const outline = disabled
    ? palette.action.disabled
    : error
      ? palette.error.main
      : focused
        ? palette.primary.main
        : idle;
  return {
    ...theme.typography.body1,
    color: disabled ? palette.text.disabled : palette.text.primary,
    lineHeight: '1.4375em',
    boxSizing: 'border-box',
    position: 'relative',
    cursor: disabled ? 'default' : 'text',
    display: 'flex',
    alignItems: 'center',
    borderRadius: (theme.vars ?? theme).shape.borderRadius,
    paddingRight: adorned ? 14 : undefined,
    '& > input': { paddingRight: adorned ? 0 : undefined },
    '& > fieldset': { borderColor: outline, borderWidth: focused && !disabled ? 2 : 1 },
    ...(!focused &&
      !error &&
      !disabled && {
        '&:hover > fieldset': { borderColor: palette.text.primary },
        '@media (hover: none)': { '&:hover > fieldset': { borderColor: idle } },
      }),
  };
});

const Input = styled('input')(({ theme }) => ({
  font: 'inherit',
  letterSpacing: 'inherit',
  color: 'currentColor',
  padding: '16.5px 14px',
  border: 0,
  boxSizing: 'content-box',
  background: 'none',
  height: '1.4375em',
  margin: 0,
  WebkitTapHighlightColor: 'transparent',
  display: 'block',
  minWidth: 0,
  width: '100%',
  '&:focus': { outline: 0 },
  '&:invalid': { boxShadow: 'none' },
  '&:disabled': { opacity: 1, WebkitTextFillColor: (theme.vars ?? theme).palette.text.disabled },
  animationName: autofillCleared,
  animationDuration: '10ms',
  '&:-webkit-autofill': {
    animationName: autofilled,
    animationDuration: '5000s',
    borderRadius: 'inherit',
    ...(theme.palette.mode === 'dark' && {
      WebkitBoxShadow: '0 0 0 100px #266798 inset',
      WebkitTextFillColor: '#fff',
      caretColor: '#fff',
    }),
  },
}));

const Outline = styled('fieldset')({
  textAlign: 'left',
  position: 'absolute',
  inset: '-5px 0 0',
  margin: 0,
  padding: '0 8px',
  pointerEvents: 'none',
  borderRadius: 'inherit',
  borderStyle: 'solid',
  overflow: 'hidden',
  minWidth: '0%',
});

const Notch = styled(
  'legend',
  forward,
)<{ shrink: boolean }>(({ shrink }) => ({
  float: 'unset',
  width: 'auto',
  display: 'block',
  padding: 0,
  height: 11,
  fontSize: '0.75em',
  visibility: 'hidden',
  maxWidth: shrink ? '100%' : 0.01,
  transition: shrink ? easeOut(['max-width'], 100, 50) : easeOut(['max-width'], 50),
  whiteSpace: 'nowrap',
  '& > span': { paddingInline: 5, display: 'inline-block', opacity: 0, visibility: 'visible' },
}));

// As MUI's InputAdornment places an icon button at the field's end.
const Adornment = styled('div')(({ theme }) => ({
  display: 'flex',
  maxHeight: '2em',
  alignItems: 'center',
  whiteSpace: 'nowrap',
  marginLeft: 8,
  color: (theme.vars ?? theme).palette.action.active,
}));

const Helper = styled(
  'p',
  forward,
)<{ error: boolean }>(({ theme, error }) => ({
  ...theme.typography.caption,
  color: error
    ? (theme.vars ?? theme).palette.error.main
    : (theme.vars ?? theme).palette.text.secondary,
  textAlign: 'left',
  margin: '3px 14px 0',
}));

/**
 * A one-line text input drawn as MUI's outlined TextField draws it (floating label with the
 * required mark, the notched outline, helper text tied to the input), in a few styled elements:
 * MUI's input machinery (InputBase, its textarea, FormControl's context) weighs a twentieth of the
 * sign-in page, which uses nothing else of it.
 */
export function OutlinedField({
  label,
  value,
  onChange,
  required = false,
  fullWidth = false,
  disabled = false,
  error = false,
  helperText,
  endAdornment,
  ...input
}: OutlinedFieldProps) {
  const id = useId();
  const helperId = `${id}-helper-text`;
  const [focused, setFocused] = useState(false);
  const [autofill, setAutofill] = useState(false);
  const state = { shrink: focused || value !== '' || autofill, focused, error, disabled };
  const mark = required && <span aria-hidden="true">{'\u2009*'}</span>;
  return (
    <Root fullWidth={fullWidth}>
      <Label htmlFor={id} data-shrink={state.shrink} {...state}>
        {label}
        {mark}
      </Label>
      <Control {...state} adorned={Boolean(endAdornment)}>
        <Input
          {...input}
          id={id}
          value={value}
          onChange={onChange}
          required={required}
          disabled={disabled}
          aria-invalid={error || undefined}
          aria-describedby={helperText ? helperId : undefined}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
          onAnimationStart={(event: AnimationEvent<HTMLInputElement>) =>
            setAutofill(event.animationName === autofilled.name)
          }
        />
        {endAdornment && <Adornment>{endAdornment}</Adornment>}
        <Outline aria-hidden="true">
          <Notch shrink={state.shrink}>
            <span>
              {label}
              {required && '\u2009*'}
            </span>
          </Notch>
        </Outline>
      </Control>
      {helperText && (
        <Helper id={helperId} error={error}>
          {helperText}
        </Helper>
      )}
    </Root>
  );
}
