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

/** A new staff account with its initial password, under the same rules as the API's. */
export function StaffCreate() {
  return (
    <Create title="academy.staff.create" redirect="list">
      <SimpleForm defaultValues={{ role: 'support' }}>
        <TextInput source="username" validate={validateUsername} autoComplete="off" />
        <SelectInput source="role" choices={roleChoices} validate={required()} />
        <PasswordInput source="password" validate={validatePassword} autoComplete="new-password" />
      </SimpleForm>
    </Create>
  );
}
