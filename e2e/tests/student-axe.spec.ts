import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { LOCALES, type Locale } from '@academy/contracts';
import { en as authEn } from '../../student-web/src/features/auth/en';
import { ru as authRu } from '../../student-web/src/features/auth/ru';
import { transitionsSettled } from '../support/contrast';
import { expect, PHONE, test } from '../support/fixtures';
import {
  openScreen,
  resizeTo,
  screenWidths,
  SCREENS_IN,
  showInLanguage,
  withoutMarketWidgets,
} from '../support/student-screens';

const SCHEMES = ['light', 'dark'] as const;

const AUTH_TEXTS = { en: authEn, ru: authRu } as const;

/** The sign-in and registration pages with their headings, for a visitor. */
function publicScreens(locale: Locale): [path: string, heading: string][] {
  const texts = AUTH_TEXTS[locale];
  return [
    ['/login', texts.login.welcome],
    ['/register?course=gold&price=250', texts.register.title],
  ];
}

/** axe-core's serious and critical findings on the page, each with the elements it names. */
async function seriousViolations(page: Page): Promise<string[]> {
  await transitionsSettled(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} — ${violation.nodes
          .map((node) => `${node.target.join(' ')} ${node.html.slice(0, 160)}`)
          .join(', ')}`,
    );
}

for (const locale of LOCALES) {
  for (const scheme of SCHEMES) {
    // The light theme is checked at every width (1440 px and 1280 px at a desktop, the phone's
    // 390 px with its menu and balance card); the dark theme's colours at the project's width.
    const details = scheme === 'light' ? { tag: PHONE } : {};
    const widths = (page: Page) =>
      scheme === 'light' ? screenWidths(page) : [page.viewportSize()?.width ?? 1280];

    test(
      `axe finds nothing serious on the student's screens in ${locale}, ${scheme}`,
      details,
      async ({ page, student, signIn }) => {
        // A dozen screens, each analysed in full: more than the default limit on a busy machine.
        test.slow();
        await page.emulateMedia({ colorScheme: scheme });
        await withoutMarketWidgets(page);
        await showInLanguage(page, locale);
        await signIn(student);
        for (const width of widths(page)) {
          await resizeTo(page, width);
          for (const [path, title] of SCREENS_IN[locale]) {
            await openScreen(page, path, title);
            expect.soft(await seriousViolations(page), `${path} at ${width} px`).toEqual([]);
          }
        }
      },
    );

    test(
      `axe finds nothing serious on sign-in and registration in ${locale}, ${scheme}`,
      details,
      async ({ page }) => {
        await page.emulateMedia({ colorScheme: scheme });
        await showInLanguage(page, locale);
        for (const width of widths(page)) {
          await resizeTo(page, width);
          for (const [path, heading] of publicScreens(locale)) {
            await page.goto(path);
            await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
            expect.soft(await seriousViolations(page), `${path} at ${width} px`).toEqual([]);
          }
        }
      },
    );
  }
}
