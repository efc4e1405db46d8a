import type { Page } from '@playwright/test';

export type BackOfficeLocale = 'en' | 'ru';
export type BackOfficeTheme = 'light' | 'dark';

/**
 * Shows the back office in a language and a theme, as a staff member who chose them: react-admin
 * keeps both in its store, which it reads from localStorage when the page loads again.
 */
export async function switchBackOffice(
  page: Page,
  locale: BackOfficeLocale,
  theme: BackOfficeTheme = 'light',
): Promise<void> {
  await page.evaluate(
    ([chosenLocale, chosenTheme]) => {
      localStorage.setItem('RaStore.locale', JSON.stringify(chosenLocale));
      localStorage.setItem('RaStore.theme', JSON.stringify(chosenTheme));
    },
    [locale, theme] as const,
  );
  await page.reload();
}
