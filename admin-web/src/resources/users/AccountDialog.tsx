import { useState } from 'react';
import { Stack, TextField } from '@mui/material';
import { HttpError, useNotify, useUpdate } from 'react-admin';
import type { User } from '@academy/contracts';
import {
  validateEmail,
  validateFirstName,
  validateLastName,
  validatePhone,
  type Rule,
  type RuleViolation,
} from '@academy/domain';
import { useReportError } from '../../components/ErrorBanner';
import { FormDialog } from '../../components/FormDialog';
import { problemText, refusedFieldOf, useServerErrorText } from '../../components/server-error';
import type { MessageKey } from '../../i18n/en';
import { useTypedTranslate } from '../../i18n/use-typed-translate';

type AccountField = 'username' | 'lastname' | 'email' | 'contact';
type AccountForm = Record<AccountField, string>;
type Validator = (value: string) => Rule;

const RULES: Record<AccountField, Validator> = {
  username: validateFirstName,
  lastname: validateLastName,
  email: validateEmail,
  contact: validatePhone,
};

const isAccountField = (field: unknown): field is AccountField =>
  typeof field === 'string' && Object.hasOwn(RULES, field);

interface AccountDialogProps {
  user: User;
  open: boolean;
  onClose: () => void;
}

/** The registration form's rules (libs/domain): each field's verdict, if it breaks one. */
function verdicts(form: AccountForm): Partial<Record<AccountField, RuleViolation>> {
  const result: Partial<Record<AccountField, RuleViolation>> = {};
  for (const [field, validate] of Object.entries(RULES) as [AccountField, Validator][]) {
    const verdict = validate(form[field]);
    if (verdict) result[field] = verdict;
  }
  return result;
}

/** The field the API refused: a field error's, or the e-mail for a conflict (another user has it). */
function refusedField(error: unknown): AccountField | null {
  if (error instanceof HttpError && error.status === 409) return 'email';
  const field = refusedFieldOf(error);
  return isAccountField(field) ? field : null;
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
 * audits the fields that differ from the stored ones. A field the API refuses (an e-mail another
 * user has) shows its reason on that field, in the staff member's language.
 */
export function AccountDialog({ user, open, onClose }: AccountDialogProps) {
  const translate = useTypedTranslate();
  const notify = useNotify();
  const reportError = useReportError();
  const errorText = useServerErrorText();
  const [update, { isPending }] = useUpdate<User>();
  const initial = (): AccountForm => ({
    username: user.username,
    lastname: user.lastname,
    email: user.email,
    contact: user.contact,
  });
  const [form, setForm] = useState<AccountForm>(initial);
  const [touched, setTouched] = useState(false);
  // The API's refusal of one field (an e-mail another user has), until that field is edited.
  const [refused, setRefused] = useState<{ field: AccountField; text: string } | null>(null);
  // Fill in the account as it is on every opening (React's "state from props" pattern).
  const [wasOpen, setWasOpen] = useState(false);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setForm(initial());
      setTouched(false);
      setRefused(null);
    }
  }
  const invalid = verdicts(form);
  const errorOf = (field: AccountField): string | null => {
    if (refused?.field === field) return refused.text;
    const verdict = touched ? invalid[field] : undefined;
    return verdict ? problemText(translate, verdict) : null;
  };

  const submit = () => {
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
          const field = refusedField(error);
          if (field) {
            setRefused({
              field,
              text: errorText(error, {
                fallback:
                  field === 'email' ? 'academy.errors.EMAIL_TAKEN' : 'academy.users.errors.account',
              }),
            });
            return;
          }
          reportError('academy.users.errors.account');
          onClose();
        },
      },
    );
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={translate('academy.users.accountDialog.title', { id: user.id })}
      width="xs"
      canSubmit
      pending={isPending}
      onSubmit={submit}
      cancelLabel="academy.users.actions.cancel"
      submitLabel="academy.users.actions.save"
      noValidate
    >
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
                if (refused?.field === name) setRefused(null);
              }}
              error={error !== null}
              helperText={error ?? (hint ? translate(hint) : undefined)}
              required
              fullWidth
            />
          );
        })}
      </Stack>
    </FormDialog>
  );
}
