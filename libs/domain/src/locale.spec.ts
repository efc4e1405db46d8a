import { describe, expect, it } from 'vitest';
import { catalogueText, formatUsd, isLocale, preferredLocale } from './locale.js';

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
});

describe('catalogueText', () => {
  it('answers in Russian when there is a Russian text, else in English', () => {
    expect(catalogueText('ru', 'Gold', 'Золото')).toBe('Золото');
    expect(catalogueText('ru-RU', 'Gold', 'Золото')).toBe('Золото');
    expect(catalogueText('ru', 'Gold', '  ')).toBe('Gold');
    expect(catalogueText('en', 'Gold', 'Золото')).toBe('Gold');
  });
});
