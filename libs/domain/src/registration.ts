export type Rule = string | null;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*(),.?":{}|<>';
export const PHONE_MIN_LENGTH = 10;
export const PHONE_MAX_LENGTH = 250;
export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface RegistrationForm {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
}

export type RegistrationErrors = Partial<Record<keyof RegistrationForm, string>>;

type Input = string | null | undefined;

const isBlank = (value: Input): boolean => (value ?? '').trim() === '';

export function validateFirstName(value: Input): Rule {
  return isBlank(value) ? 'First name is required' : null;
}

export function validateLastName(value: Input): Rule {
  return isBlank(value) ? 'Last name is required' : null;
}

export function isValidEmailShape(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

export function validateEmail(value: Input): Rule {
  if (isBlank(value)) return 'Email is required';
  return isValidEmailShape(value ?? '') ? null : 'Please enter a valid email address';
}

export function validatePhone(value: Input): Rule {
  if (isBlank(value)) return 'Phone number is required';
  const phone = (value ?? '').trim();
  return phone.length < PHONE_MIN_LENGTH || phone.length > PHONE_MAX_LENGTH
    ? 'Please enter a valid phone number'
    : null;
}

const hasSpecialCharacter = (value: string): boolean =>
  [...value].some((character) => PASSWORD_SPECIAL_CHARACTERS.includes(character));

export function validatePassword(value: Input): Rule {
  const password = value ?? '';
  if (password === '') return 'Password is required';
  if (password.length < PASSWORD_MIN_LENGTH) return 'Password must be at least 8 characters long';
  if (!/[A-Z]/.test(password)) return 'Password must contain at least one uppercase letter';
  if (!/[a-z]/.test(password)) return 'Password must contain at least one lowercase letter';
  if (!/[0-9]/.test(password)) return 'Password must contain at least one number';
  if (!hasSpecialCharacter(password)) return 'Password must contain at least one special character';
  if (password.length > PASSWORD_MAX_LENGTH) return 'Password must be at most 128 characters long';
  return null;
}

export function validatePasswordConfirmation(password: Input, confirmation: Input): Rule {
  if (!confirmation) return 'Please confirm your password';
  return confirmation === (password ?? '') ? null : 'Passwords do not match';
}

export function validateRegistrationForm(form: RegistrationForm): RegistrationErrors {
  const rules: [keyof RegistrationForm, Rule][] = [
    ['firstName', validateFirstName(form.firstName)],
    ['lastName', validateLastName(form.lastName)],
    ['email', validateEmail(form.email)],
    ['phone', validatePhone(form.phone)],
    ['password', validatePassword(form.password)],
    ['confirmPassword', validatePasswordConfirmation(form.password, form.confirmPassword)],
  ];
  const errors: RegistrationErrors = {};
  for (const [field, message] of rules) {
    if (message !== null) errors[field] = message;
  }
  return errors;
}
