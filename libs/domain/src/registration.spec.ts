import { describe, expect, it } from 'vitest';
import {
  PASSWORD_SPECIAL_CHARACTERS,
  isValidEmailShape,
  validateEmail,
  validateFirstName,
  validateLastName,
  validatePassword,
  validatePasswordConfirmation,
  validatePhone,
  validateRegistrationForm,
  type RegistrationForm,
} from './registration.js';
import { ruleMessage, type Rule } from './rules.js';

/** The English a verdict reads as, as the API and the English apps show it. */
const says = (verdict: Rule) => (verdict ? ruleMessage(verdict) : null);

const validForm: RegistrationForm = {
  firstName: 'Anna',
  lastName: 'Petrova',
  email: 'anna@example.com',
  phone: '+7 912 345 67 89',
  password: 'Secret#123',
  confirmPassword: 'Secret#123',
};

describe('first and last name', () => {
  it('are required, judged after trimming', () => {
    expect(says(validateFirstName(''))).toBe('First name is required');
    expect(says(validateFirstName('   '))).toBe('First name is required');
    expect(says(validateLastName('\t'))).toBe('Last name is required');
    expect(says(validateLastName(undefined))).toBe('Last name is required');
  });

  it('accept any non-blank text', () => {
    expect(validateFirstName(' Anna ')).toBeNull();
    expect(validateLastName('O’Neill')).toBeNull();
  });
});

describe('email', () => {
  it('is required', () => {
    expect(says(validateEmail(''))).toBe('Email is required');
    expect(says(validateEmail('  '))).toBe('Email is required');
  });

  it.each(['anna', 'anna@example', '@example.com', 'anna@@example.com', 'an na@example.com'])(
    'rejects %j as not an e-mail address',
    (email) => {
      expect(says(validateEmail(email))).toBe('Please enter a valid email address');
    },
  );

  it('rejects addresses longer than 254 characters', () => {
    const longest = `${'a'.repeat(242)}@example.com`;
    expect(longest).toHaveLength(254);
    expect(validateEmail(longest)).toBeNull();
    expect(says(validateEmail(`a${longest}`))).toBe('Please enter a valid email address');
  });

  it('accepts a plain address', () => {
    expect(validateEmail('anna.petrova+news@mail.example.ru')).toBeNull();
    expect(isValidEmailShape('anna@example.com')).toBe(true);
    expect(isValidEmailShape('anna@example')).toBe(false);
  });
});

describe('phone', () => {
  it('is required', () => {
    expect(says(validatePhone(''))).toBe('Phone number is required');
    expect(says(validatePhone('   '))).toBe('Phone number is required');
  });

  it('needs at least 10 characters', () => {
    expect(says(validatePhone('+7 912 34'))).toBe('Please enter a valid phone number');
    expect(validatePhone('+791234567')).toBeNull();
  });

  it('allows at most 250 characters', () => {
    expect(validatePhone('1'.repeat(250))).toBeNull();
    expect(says(validatePhone('1'.repeat(251)))).toBe('Please enter a valid phone number');
  });
});

describe('password', () => {
  it('reports the first failing rule in the order of the spec', () => {
    expect(says(validatePassword(''))).toBe('Password is required');
    expect(says(validatePassword('Ab1!'))).toBe('Password must be at least 8 characters long');
    expect(says(validatePassword('abcdef1!'))).toBe(
      'Password must contain at least one uppercase letter',
    );
    expect(says(validatePassword('ABCDEF1!'))).toBe(
      'Password must contain at least one lowercase letter',
    );
    expect(says(validatePassword('Abcdefg!'))).toBe('Password must contain at least one number');
    expect(says(validatePassword('Abcdefg1'))).toBe(
      'Password must contain at least one special character',
    );
  });

  it('checks length before character classes', () => {
    expect(says(validatePassword('abc'))).toBe('Password must be at least 8 characters long');
  });

  it('accepts exactly 8 characters with every class', () => {
    expect(validatePassword('Abcdef1!')).toBeNull();
  });

  it.each([...PASSWORD_SPECIAL_CHARACTERS])('counts %j as a special character', (special) => {
    expect(validatePassword(`Abcdef1${special}`)).toBeNull();
  });

  it('does not count other symbols as special characters', () => {
    expect(says(validatePassword('Abcdef1-_'))).toBe(
      'Password must contain at least one special character',
    );
  });

  it('caps the length at 128 characters, after the other rules', () => {
    const atLimit = `Ab1!${'x'.repeat(124)}`;
    expect(atLimit).toHaveLength(128);
    expect(validatePassword(atLimit)).toBeNull();
    expect(says(validatePassword(`${atLimit}x`))).toBe(
      'Password must be at most 128 characters long',
    );
    expect(says(validatePassword(`ab1!${'x'.repeat(125)}`))).toBe(
      'Password must contain at least one uppercase letter',
    );
  });
});

describe('password confirmation', () => {
  it('is required', () => {
    expect(says(validatePasswordConfirmation('Secret#123', ''))).toBe(
      'Please confirm your password',
    );
  });

  it('must match the password exactly', () => {
    expect(says(validatePasswordConfirmation('Secret#123', 'secret#123'))).toBe(
      'Passwords do not match',
    );
    expect(validatePasswordConfirmation('Secret#123', 'Secret#123')).toBeNull();
  });
});

describe('validateRegistrationForm', () => {
  it('returns no errors for a valid form', () => {
    expect(validateRegistrationForm(validForm)).toEqual({});
  });

  it('returns the first error of every field, in field order', () => {
    const errors = validateRegistrationForm({
      firstName: ' ',
      lastName: '',
      email: 'nope',
      phone: '123',
      password: 'short',
      confirmPassword: '',
    });
    expect(errors).toEqual({
      firstName: { code: 'FIRST_NAME_REQUIRED' },
      lastName: { code: 'LAST_NAME_REQUIRED' },
      email: { code: 'EMAIL_INVALID' },
      phone: { code: 'PHONE_INVALID' },
      password: { code: 'PASSWORD_TOO_SHORT', params: { min: 8 } },
      confirmPassword: { code: 'PASSWORD_CONFIRMATION_REQUIRED' },
    });
    expect(Object.keys(errors)).toEqual([
      'firstName',
      'lastName',
      'email',
      'phone',
      'password',
      'confirmPassword',
    ]);
  });

  it('reports only the fields that fail', () => {
    expect(validateRegistrationForm({ ...validForm, confirmPassword: 'Other#123' })).toEqual({
      confirmPassword: { code: 'PASSWORDS_DO_NOT_MATCH' },
    });
  });
});
