import {
  Create,
  maxLength,
  minLength,
  PasswordInput,
  required,
  SelectInput,
  SimpleForm,
  TextInput,
} from 'react-admin';
import {
  STAFF_PASSWORD_MAX_LENGTH,
  STAFF_PASSWORD_MIN_LENGTH,
  STAFF_USERNAME_PATTERN,
} from '@academy/contracts';
import { useNotifyServerError } from '../../components/server-error';
import { roleChoices } from './staff-fields';

const passwordRule = 'academy.staff.validation.passwordLength';
const usernameRule = (value: unknown) =>
  typeof value === 'string' && !STAFF_USERNAME_PATTERN.test(value.trim())
    ? 'academy.staff.validation.username'
    : undefined;
const validateUsername = [required(), usernameRule];
const validatePassword = [
  required(),
  minLength(STAFF_PASSWORD_MIN_LENGTH, passwordRule),
  maxLength(STAFF_PASSWORD_MAX_LENGTH),
];

/**
 * A new staff account with its initial password, under the same rules as the API's. A refusal
 * (a username another account has) shows in the staff member's language.
 */
export function StaffCreate() {
  const notifyServerError = useNotifyServerError();
  return (
    <Create
      title="academy.staff.create"
      redirect="list"
      mutationOptions={{
        onError: (error) =>
          notifyServerError(error, {
            fallback: 'academy.staff.errors.save',
            byCode: { CONFLICT: 'academy.staff.errors.usernameTaken' },
          }),
      }}
    >
      <SimpleForm defaultValues={{ role: 'support' }}>
        <TextInput source="username" validate={validateUsername} autoComplete="off" />
        <SelectInput source="role" choices={roleChoices} validate={required()} />
        <PasswordInput source="password" validate={validatePassword} autoComplete="new-password" />
      </SimpleForm>
    </Create>
  );
}
