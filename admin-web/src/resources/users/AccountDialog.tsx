import { useId, useState, type FormEvent } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { HttpError, useNotify, useUpdate } from 'react-admin';
import type { User } from '@academy/contracts';
import { validateEmail, validateFirstName, validateLastName, validatePhone } from '@academy/domain';
import { useReportError } from '../../components/ErrorBanner';
import type { MessageKey } from '../../i18n/en';
import { useTypedTranslate } from '../../i18n/use-typed-translate';

type AccountField = 'username' | 'lastname' | 'email' | 'contact';
type AccountForm = Record<AccountField, string>;

interface AccountDialogProps {
  user: User;
  open: boolean;
  onClose: () => void;
}

/** The registration form's rules (libs/domain), each problem as a key of this dialog's texts. */
function problems(form: AccountForm): Partial<Record<AccountField, MessageKey>> {
  const result: Partial<Record<AccountField, MessageKey>> = {};
  if (validateFirstName(form.username)) {
    result.username = 'academy.users.accountDialog.invalid.firstName';
  }
  if (validateLastName(form.lastname)) {
    result.lastname = 'academy.users.accountDialog.invalid.lastName';
  }
  if (validateEmail(form.email)) {
    result.email =
      form.email.trim() === ''
        ? 'academy.users.accountDialog.invalid.emailRequired'
        : 'academy.users.accountDialog.invalid.email';
  }
  if (validatePhone(form.contact)) {
    result.contact =
      form.contact.trim() === ''
        ? 'academy.users.accountDialog.invalid.phoneRequired'
        : 'academy.users.accountDialog.invalid.phone';
  }
  return result;
}

const FIELDS: { name: AccountField; label: MessageKey; type?: string; hint?: MessageKey }[] = [
  { name: 'username', label: 'resources.users.fields.username' },
  { name: 'lastname', label: 'resources.users.fields.lastname' },
  { name: 'email', label: 'resources.users.fields.email', type: 'email' },
  {
    name: 'contact',
    label: 'resources.users.fields.contact',
    type: 'tel',
    hint: 'academy.users.accountDialog.phoneHint',
  },
];

/**
 * Edits a student's name, e-mail and phone with the registration's rules; the API changes and
 * audits the fields that differ from the stored ones. An e-mail another user has is shown on its field.
 */
export function AccountDialog({ user, open, onClose }: AccountDialogProps) {
  const translate = useTypedTranslate();
  const notify = useNotify();
  const reportError = useReportError();
  const titleId = useId();
  const [update, { isPending }] = useUpdate<User>();
  const initial = (): AccountForm => ({
    username: user.username,
    lastname: user.lastname,
    email: user.email,
    contact: user.contact,
  });
  const [form, setForm] = useState<AccountForm>(initial);
  const [touched, setTouched] = useState(false);
  const [emailTaken, setEmailTaken] = useState(false);
  // Fill in the account as it is on every opening (React's "state from props" pattern).
  const [wasOpen, setWasOpen] = useState(false);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setForm(initial());
      setTouched(false);
      setEmailTaken(false);
    }
  }
  const invalid = problems(form);
  const errorOf = (field: AccountField): MessageKey | null =>
    field === 'email' && emailTaken
      ? 'academy.users.accountDialog.emailTaken'
      : touched
        ? (invalid[field] ?? null)
        : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (Object.keys(invalid).length > 0) return;
    const data = {
      username: form.username.trim(),
      lastname: form.lastname.trim(),
      email: form.email.trim(),
      contact: form.contact.trim(),
    };
    void update(
      'users',
      { id: user.id, data, previousData: user },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          reportError(null);
          notify('academy.users.accountDialog.saved', { type: 'success' });
          onClose();
        },
        onError: (error) => {
          if (error instanceof HttpError && error.status === 409) {
            setEmailTaken(true);
            return;
          }
          reportError('academy.users.errors.account');
          onClose();
        },
      },
    );
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>
          {translate('academy.users.accountDialog.title', { id: user.id })}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {FIELDS.map(({ name, label, type, hint }) => {
              const error = errorOf(name);
              return (
                <TextField
                  key={name}
                  name={name}
                  type={type}
                  label={translate(label)}
                  value={form[name]}
                  onChange={(event) => {
                    setForm({ ...form, [name]: event.target.value });
                    if (name === 'email') setEmailTaken(false);
                  }}
                  error={error !== null}
                  helperText={error ? translate(error) : hint ? translate(hint) : undefined}
                  required
                  fullWidth
                />
              );
            })}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('academy.users.actions.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={isPending}>
            {translate('academy.users.actions.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
