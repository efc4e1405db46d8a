import type { I18nProvider } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { DEFAULT_LOCALE, preferredLocale, type Locale } from '@academy/domain';
import { en } from '../i18n/en';

type Messages = typeof en;

/**
 * The catalogues fetched so far. English is the default and comes with the app; Russian is its
 * own chunk, fetched when it is first shown, so an English sign-in page carries no Russian texts.
 */
const catalogues: Partial<Record<Locale, Messages>> = { en };

/** Fetches a language's texts once; later calls answer from what was fetched. */
export async function loadCatalogue(locale: Locale): Promise<Messages> {
  const loaded = catalogues[locale];
  if (loaded) return loaded;
  const { ru } = await import('../i18n/ru');
  catalogues.ru = ru;
  return ru;
}

/** Each language named in its own words, for react-admin's language menu. */
const LANGUAGES: { locale: Locale; name: string }[] = [
  { locale: 'en', name: 'English' },
  { locale: 'ru', name: 'Русский' },
];

/**
 * English or Russian, first as the browser prefers. react-admin keeps a staff member's own
 * choice in its store (`RaStore.locale`) and switches to it on start; `<html lang>` follows.
 * The first language's catalogue must be loaded already (`loadCatalogue`): react-admin draws
 * its first screen in it at once.
 */
export function createI18nProvider(initialLocale: Locale = DEFAULT_LOCALE): I18nProvider {
  const polyglot = polyglotI18nProvider(
    (locale) => catalogues[locale as Locale] ?? loadCatalogue(locale as Locale),
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

const browserLocale = preferredLocale(navigator.languages);
await loadCatalogue(browserLocale);

/** The back office's provider. */
export const i18nProvider = createI18nProvider(browserLocale);
