import { DEFAULT_LOCALE, LOCALES, type Locale } from '@academy/contracts';
import { fromCents, toCents } from './money.js';

export { DEFAULT_LOCALE, LOCALES, type Locale };

/**
 * Belarusian, Ukrainian and Kazakh speakers in the academy's countries read Russian far more
 * readily than English, so their browsers get the Russian texts too.
 */
const RUSSIAN_READERS = new Set(['ru', 'be', 'uk', 'kk']);

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The language for a browser's `navigator.languages`, judged by the first one listed: a
 * Russian-reading visitor who put English first asked for English.
 */
export function preferredLocale(languages: readonly string[] | undefined): Locale {
  const first = languages?.find((tag) => tag.trim() !== '');
  if (!first) return DEFAULT_LOCALE;
  const language = first.trim().toLowerCase().split(/[-_]/)[0];
  return RUSSIAN_READERS.has(language) ? 'ru' : DEFAULT_LOCALE;
}

/** The BCP 47 tag `Intl` formats dates, numbers and money with for each language of the product. */
export const INTL_LOCALES: Record<Locale, string> = { en: 'en-US', ru: 'ru-RU' };

/** How an amount of dollars is written beside the locale's digit grouping. */
export interface UsdStyle {
  /** A whole amount without cents ("$250"), as prices are written; cents when there are any. */
  whole?: boolean;
  /** The currency's code after the number ("1,250.00 USD") instead of its sign. */
  code?: boolean;
}

const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: Locale, digits: number, currency: boolean): Intl.NumberFormat {
  const key = `${locale}:${digits}:${currency}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALES[locale], {
      ...(currency ? { style: 'currency', currency: 'USD' } : {}),
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    numberFormats.set(key, format);
  }
  return format;
}

/**
 * US dollars as a reader of the language writes them: "$1,250.00", "1 250,00 $". The amount is
 * rounded to cents first, so a tiny negative that rounds to zero shows no minus sign.
 */
export function formatUsd(amount: number, locale: Locale, style: UsdStyle = {}): string {
  const cents = toCents(amount);
  const value = cents === 0 ? 0 : fromCents(cents);
  const digits = style.whole && cents % 100 === 0 ? 0 : 2;
  if (style.code) return `${numberFormat(locale, digits, false).format(value)} USD`;
  return numberFormat(locale, digits, true).format(value);
}

/**
 * The language an `Accept-Language` header asks for, by its highest-weighted tag; null without
 * one (a script that sends none says nothing about a device).
 */
export function acceptLanguageLocale(header: string | undefined): Locale | null {
  const tags = (header ?? '')
    .split(',')
    .map((part, order) => {
      const [tag, ...params] = part.trim().split(';');
      const weight = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag: tag.trim(), quality: weight === undefined ? 1 : Number(weight), order };
    })
    .filter(({ tag, quality }) => tag !== '' && tag !== '*' && quality > 0)
    .sort((a, b) => b.quality - a.quality || a.order - b.order);
  return tags.length === 0 ? null : preferredLocale(tags.map(({ tag }) => tag));
}

/** The language of a student's mails: the one they chose, else their last device's, else English. */
export function mailLocale(chosen: Locale | null, device: Locale | null): Locale {
  return chosen ?? device ?? DEFAULT_LOCALE;
}

/** A catalogue text in the reader's language: the Russian one when there is one, else English. */
export function catalogueText(locale: string, english: string, russian: string): string {
  return locale.startsWith('ru') && russian.trim() !== '' ? russian : english;
}
