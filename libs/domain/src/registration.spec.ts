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
    expect(validateFirstName('')).toBe('First name is required');
    expect(validateFirstName('   ')).toBe('First name is required');
    expect(validateLastName('\t')).toBe('Last name is required');
    expect(validateLastName(undefined)).toBe('Last name is required');
  });

  it('accept any non-blank text', () => {
    expect(validateFirstName(' Anna ')).toBeNull();
    expect(validateLastName('O’Neill')).toBeNull();
  });
});

describe('email', () => {
  it('is required', () => {
    expect(validateEmail('')).toBe('Email is required');
    expect(validateEmail('  ')).toBe('Email is required');
  });

  it.each(['anna', 'anna@example', '@example.com', 'anna@@example.com', 'an na@example.com'])(
    'rejects %j as not an e-mail address',
    (email) => {
      expect(validateEmail(email)).toBe('Please enter a valid email address');
    },
  );

  it('rejects addresses longer than 254 characters', () => {
    const longest = `${'a'.repeat(242)}@example.com`;
    expect(longest).toHaveLength(254);
    expect(validateEmail(longest)).toBeNull();
    expect(validateEmail(`a${longest}`)).toBe('Please enter a valid email address');
  });

  it('accepts a plain address', () => {
    expect(validateEmail('anna.petrova+news@mail.example.ru')).toBeNull();
    expect(isValidEmailShape('anna@example.com')).toBe(true);
    expect(isValidEmailShape('anna@example')).toBe(false);
  });
});

describe('phone', () => {
  it('is required', () => {
    expect(validatePhone('')).toBe('Phone number is required');
    expect(validatePhone('   ')).toBe('Phone number is required');
  });

  it('needs at least 10 characters', () => {
    expect(validatePhone('+7 912 34')).toBe('Please enter a valid phone number');
    expect(validatePhone('+791234567')).toBeNull();
  });

  it('allows at most 250 characters', () => {
    expect(validatePhone('1'.repeat(250))).toBeNull();
    expect(validatePhone('1'.repeat(251))).toBe('Please enter a valid phone number');
  });
});

describe('password', () => {
  it('reports the first failing rule in the order of the spec', () => {
    expect(validatePassword('')).toBe('Password is required');
    expect(validatePassword('Ab1!')).toBe('Password must be at least 8 characters long');
    expect(validatePassword('abcdef1!')).toBe(
      'Password must contain at least one uppercase letter',
    );
    expect(validatePassword('ABCDEF1!')).toBe(
      'Password must contain at least one lowercase letter',
    );
    expect(validatePassword('Abcdefg!')).toBe('Password must contain at least one number');
    expect(validatePassword('Abcdefg1')).toBe(
      'Password must contain at least one special character',
    );
  });

  it('checks length before character classes', () => {
    expect(validatePassword('abc')).toBe('Password must be at least 8 characters long');
  });

  it('accepts exactly 8 characters with every class', () => {
    expect(validatePassword('Abcdef1!')).toBeNull();
  });

  it.each([...PASSWORD_SPECIAL_CHARACTERS])('counts %j as a special character', (special) => {
    expect(validatePassword(`Abcdef1${special}`)).toBeNull();
  });

  it('does not count other symbols as special characters', () => {
    expect(validatePassword('Abcdef1-_')).toBe(
      'Password must contain at least one special character',
    );
  });

  it('caps the length at 128 characters, after the other rules', () => {
    const atLimit = `Ab1!${'x'.repeat(124)}`;
    expect(atLimit).toHaveLength(128);
    expect(validatePassword(atLimit)).toBeNull();
    expect(validatePassword(`${atLimit}x`)).toBe('Password must be at most 128 characters long');
    expect(validatePassword(`ab1!${'x'.repeat(125)}`)).toBe(
      'Password must contain at least one uppercase letter',
    );
  });
});

describe('password confirmation', () => {
  it('is required', () => {
    expect(validatePasswordConfirmation('Secret#123', '')).toBe('Please confirm your password');
  });

  it('must match the password exactly', () => {
    expect(validatePasswordConfirmation('Secret#123', 'secret#123')).toBe('Passwords do not match');
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
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Please enter a valid email address',
      phone: 'Please enter a valid phone number',
      password: 'Password must be at least 8 characters long',
      confirmPassword: 'Please confirm your password',
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
      confirmPassword: 'Passwords do not match',
    });
  });
});
