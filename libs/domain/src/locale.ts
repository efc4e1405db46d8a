import { DEFAULT_LOCALE, LOCALES, type Locale } from '@academy/contracts';

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

/** US dollars as a reader of the language writes them: "$1,250.00", "1 250,00 $". */
export function formatUsd(amount: number, locale: Locale): string {
  return new Intl.NumberFormat(INTL_LOCALES[locale], { style: 'currency', currency: 'USD' }).format(
    amount,
  );
}

/** A catalogue text in the reader's language: the Russian one when there is one, else English. */
export function catalogueText(locale: string, english: string, russian: string): string {
  return locale.startsWith('ru') && russian.trim() !== '' ? russian : english;
}
