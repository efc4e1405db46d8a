import type { Locale } from '@academy/contracts';
import { useEffect } from 'react';
import i18n, { changeLocale } from '../../i18n';

/**
 * Shows the app in the language kept on the student's account once they are signed in or the
 * account has loaded, so that a choice made on another device follows them here. Only a new
 * account value acts: a switch on this page saves to the account rather than being undone.
 * An account without a chosen language (null) leaves the app in this device's language.
 */
export function useAccountLocale(locale: Locale | null | undefined): void {
  useEffect(() => {
    if (locale && i18n.resolvedLanguage !== locale) void changeLocale(locale);
  }, [locale]);
}
