import { isLocale, preferredLocale, type Locale } from '@academy/domain';

const LOCALE_KEY = 'locale';

/** The language chosen on this device, else the browser's. */
export function initialLocale(): Locale {
  const stored = localStorage.getItem(LOCALE_KEY);
  return isLocale(stored) ? stored : preferredLocale(navigator.languages);
}

export function rememberLocale(locale: Locale): void {
  localStorage.setItem(LOCALE_KEY, locale);
}
