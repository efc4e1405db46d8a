import {
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
import type { ServerErrorTexts } from '../../components/server-error';
import { CreateWithRefusals } from '../../components/WithRefusals';
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

const STAFF_CREATE_REFUSALS: ServerErrorTexts = {
  fallback: 'academy.staff.errors.save',
  byCode: { CONFLICT: 'academy.staff.errors.usernameTaken' },
};

/**
 * A new staff account with its initial password, under the same rules as the API's. A refusal
 * (a username another account has) shows in the staff member's language.
 */
export function StaffCreate() {
  return (
    <CreateWithRefusals
      title="academy.staff.create"
      redirect="list"
      refusals={STAFF_CREATE_REFUSALS}
    >
      <SimpleForm defaultValues={{ role: 'support' }}>
        <TextInput source="username" validate={validateUsername} autoComplete="off" />
        <SelectInput source="role" choices={roleChoices} validate={required()} />
        <PasswordInput source="password" validate={validatePassword} autoComplete="new-password" />
      </SimpleForm>
    </CreateWithRefusals>
  );
}
