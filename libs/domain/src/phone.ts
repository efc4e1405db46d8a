import { parsePhoneNumberFromString } from 'libphonenumber-js';

export const PREFERRED_PHONE_COUNTRIES = ['ru', 'by', 'ua', 'kz'] as const;

export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '');
}

export function normalizePhone(raw: string): string {
  const trimmed = raw.trim();
  if (trimmed === '') return '';
  const withPlus = trimmed.startsWith('+') ? trimmed : `+${trimmed}`;
  return parsePhoneNumberFromString(withPlus)?.formatInternational() ?? withPlus;
}
