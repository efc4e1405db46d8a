import { describe, expect, it } from 'vitest';
import { PREFERRED_PHONE_COUNTRIES, normalizePhone, phoneDigits } from './phone.js';

describe('normalizePhone', () => {
  it('stores a parseable number in international format', () => {
    expect(normalizePhone('+79123456789')).toBe('+7 912 345 67 89');
    expect(normalizePhone('  +375291234567  ')).toBe('+375 29 123 45 67');
  });

  it('reads bare digits as a number with a country code', () => {
    expect(normalizePhone('442079460958')).toBe('+44 20 7946 0958');
  });

  it('keeps an extension with the " ext. " marker', () => {
    expect(normalizePhone('+1 213 373 4253 x 42')).toBe('+1 213 373 4253 ext. 42');
    expect(normalizePhone('+7 912 345 67 89 ext. 123')).toBe('+7 912 345 67 89 ext. 123');
  });

  it('prefixes an unparseable number with a plus sign', () => {
    expect(normalizePhone('0000000000')).toBe('+0000000000');
    expect(normalizePhone(' 8 (912) 345-67-89 ')).toBe('+8 (912) 345-67-89');
  });

  it('does not add a second plus sign', () => {
    expect(normalizePhone('+0000000000')).toBe('+0000000000');
  });

  it('leaves blank input empty', () => {
    expect(normalizePhone('   ')).toBe('');
  });
});

describe('phoneDigits', () => {
  it('keeps only the digits', () => {
    expect(phoneDigits('+7 (912) 345-67-89 ext. 12')).toBe('7912345678912');
  });
});

describe('PREFERRED_PHONE_COUNTRIES', () => {
  it('lists ru, by, ua and kz in that order', () => {
    expect(PREFERRED_PHONE_COUNTRIES).toEqual(['ru', 'by', 'ua', 'kz']);
  });
});
