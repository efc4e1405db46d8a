import type { I18nProvider } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { DEFAULT_LOCALE, preferredLocale, type Locale } from '@academy/domain';
import { en } from '../i18n/en';
import { ru } from '../i18n/ru';

const MESSAGES: Record<Locale, typeof en> = { en, ru };

/** Each language named in its own words, for react-admin's language menu. */
const LANGUAGES: { locale: Locale; name: string }[] = [
  { locale: 'en', name: 'English' },
  { locale: 'ru', name: 'Русский' },
];

/**
 * English or Russian, first as the browser prefers. react-admin keeps a staff member's own
 * choice in its store (`RaStore.locale`) and switches to it on start; `<html lang>` follows.
 */
export function createI18nProvider(initialLocale: Locale = DEFAULT_LOCALE): I18nProvider {
  const polyglot = polyglotI18nProvider(
    (locale) => MESSAGES[locale as Locale],
    initialLocale,
    LANGUAGES,
    {
      allowMissing: true,
    },
  );
  document.documentElement.lang = initialLocale;
  return {
    ...polyglot,
    changeLocale: async (locale, options) => {
      await polyglot.changeLocale(locale, options);
      document.documentElement.lang = locale;
    },
  };
}

/** The back office's provider. */
export const i18nProvider = createI18nProvider(preferredLocale(navigator.languages));
