import { describe, expect, it } from 'vitest';
import {
  acceptLanguageLocale,
  catalogueText,
  formatUsd,
  isLocale,
  mailLocale,
  preferredLocale,
} from './locale.js';

describe(preferredLocale.name, () => {
  it.each([['ru'], ['ru-RU'], ['be-BY'], ['uk'], ['uk-UA'], ['kk-KZ'], ['RU_ru']])(
    'answers Russian for %s',
    (language) => {
      expect(preferredLocale([language, 'en-US'])).toBe('ru');
    },
  );

  it.each([['en-US'], ['de-DE'], ['pl'], ['kka'], ['fr-BE']])(
    'answers English for %s',
    (language) => {
      expect(preferredLocale([language, 'ru-RU'])).toBe('en');
    },
  );

  it('follows the first language the visitor listed', () => {
    expect(preferredLocale(['en-GB', 'ru-RU'])).toBe('en');
    expect(preferredLocale(['uk-UA', 'en-GB'])).toBe('ru');
  });

  it('falls back to English when the browser names no language', () => {
    expect(preferredLocale([])).toBe('en');
    expect(preferredLocale(undefined)).toBe('en');
    expect(preferredLocale([''])).toBe('en');
  });
});

describe(isLocale.name, () => {
  it('accepts the two languages and nothing else', () => {
    expect(isLocale('en')).toBe(true);
    expect(isLocale('ru')).toBe(true);
    expect(isLocale('de')).toBe(false);
    expect(isLocale(null)).toBe(false);
  });
});

describe('formatUsd', () => {
  it('writes dollars the English way and the Russian way', () => {
    expect(formatUsd(1250, 'en')).toBe('$1,250.00');
    expect(formatUsd(1250, 'ru').replace(/\s/g, ' ')).toBe('1 250,00 $');
  });

  it('groups the digits of large amounts', () => {
    expect(formatUsd(1344414.71, 'en')).toBe('$1,344,414.71');
    expect(formatUsd(1344414.71, 'ru').replace(/\s/g, ' ')).toBe('1 344 414,71 $');
  });

  it('leaves the cents off a whole price only when asked', () => {
    expect(formatUsd(250, 'en', { whole: true })).toBe('$250');
    expect(formatUsd(100000, 'ru', { whole: true }).replace(/\s/g, ' ')).toBe('100 000 $');
    expect(formatUsd(250.5, 'en', { whole: true })).toBe('$250.50');
  });

  it('writes the code after the number when asked', () => {
    expect(formatUsd(1234.5, 'en', { code: true })).toBe('1,234.50 USD');
  });

  it('shows no minus sign on an amount that rounds to zero', () => {
    expect(formatUsd(-0.001, 'en')).toBe('$0.00');
  });
});

describe(acceptLanguageLocale.name, () => {
  it('follows the highest-weighted language, whatever order it is listed in', () => {
    expect(acceptLanguageLocale('ru-RU,ru;q=0.9,en-US;q=0.8,en;q=0.7')).toBe('ru');
    expect(acceptLanguageLocale('en;q=0.5, ru-RU')).toBe('ru');
    expect(acceptLanguageLocale('ru;q=0.4, en-GB;q=0.8')).toBe('en');
  });

  it('says nothing when the header names no language', () => {
    expect(acceptLanguageLocale(undefined)).toBeNull();
    expect(acceptLanguageLocale('')).toBeNull();
    expect(acceptLanguageLocale('*')).toBeNull();
    expect(acceptLanguageLocale('ru;q=0')).toBeNull();
  });
});

describe(mailLocale.name, () => {
  it("prefers the student's choice, then the last device's language, then English", () => {
    expect(mailLocale('en', 'ru')).toBe('en');
    expect(mailLocale(null, 'ru')).toBe('ru');
    expect(mailLocale(null, null)).toBe('en');
  });
});

describe('catalogueText', () => {
  it('answers in Russian when there is a Russian text, else in English', () => {
    expect(catalogueText('ru', 'Gold', 'Золото')).toBe('Золото');
    expect(catalogueText('ru-RU', 'Gold', 'Золото')).toBe('Золото');
    expect(catalogueText('ru', 'Gold', '  ')).toBe('Gold');
    expect(catalogueText('en', 'Gold', 'Золото')).toBe('Gold');
  });
});
