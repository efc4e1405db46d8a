import { violation, type Rule, type RuleViolation } from './rules.js';

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

export type RegistrationErrors = Partial<Record<keyof RegistrationForm, RuleViolation>>;

type Input = string | null | undefined;

const isBlank = (value: Input): boolean => (value ?? '').trim() === '';

export function validateFirstName(value: Input): Rule {
  return isBlank(value) ? violation('FIRST_NAME_REQUIRED') : null;
}

export function validateLastName(value: Input): Rule {
  return isBlank(value) ? violation('LAST_NAME_REQUIRED') : null;
}

export function isValidEmailShape(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

export function validateEmail(value: Input): Rule {
  if (isBlank(value)) return violation('EMAIL_REQUIRED');
  return isValidEmailShape(value ?? '') ? null : violation('EMAIL_INVALID');
}

export function validatePhone(value: Input): Rule {
  if (isBlank(value)) return violation('PHONE_REQUIRED');
  const phone = (value ?? '').trim();
  return phone.length < PHONE_MIN_LENGTH || phone.length > PHONE_MAX_LENGTH
    ? violation('PHONE_INVALID')
    : null;
}

const hasSpecialCharacter = (value: string): boolean =>
  [...value].some((character) => PASSWORD_SPECIAL_CHARACTERS.includes(character));

export function validatePassword(value: Input): Rule {
  const password = value ?? '';
  if (password === '') return violation('PASSWORD_REQUIRED');
  if (password.length < PASSWORD_MIN_LENGTH) {
    return violation('PASSWORD_TOO_SHORT', { min: PASSWORD_MIN_LENGTH });
  }
  if (!/[A-Z]/.test(password)) return violation('PASSWORD_NEEDS_UPPERCASE');
  if (!/[a-z]/.test(password)) return violation('PASSWORD_NEEDS_LOWERCASE');
  if (!/[0-9]/.test(password)) return violation('PASSWORD_NEEDS_NUMBER');
  if (!hasSpecialCharacter(password)) return violation('PASSWORD_NEEDS_SPECIAL');
  if (password.length > PASSWORD_MAX_LENGTH) {
    return violation('PASSWORD_TOO_LONG', { max: PASSWORD_MAX_LENGTH });
  }
  return null;
}

export function validatePasswordConfirmation(password: Input, confirmation: Input): Rule {
  if (!confirmation) return violation('PASSWORD_CONFIRMATION_REQUIRED');
  return confirmation === (password ?? '') ? null : violation('PASSWORDS_DO_NOT_MATCH');
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
  for (const [field, verdict] of rules) {
    if (verdict !== null) errors[field] = verdict;
  }
  return errors;
}
