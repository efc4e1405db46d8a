import type { Page, TestInfo } from '@playwright/test';
import type { Locale } from '@academy/contracts';
import { en } from '../../student-web/src/i18n/common.en';
import { ru } from '../../student-web/src/i18n/common.ru';
import { expect, isPhone } from './fixtures';
import { MAIN_ROUTES, RUSSIAN_MAIN_ROUTES } from './main-routes';

/** The student app's shared texts in each language, for the names of the header's controls. */
export const COMMON_TEXTS = { en, ru } as const;

/** Every main screen with its title, in each language. */
export const SCREENS_IN: Record<Locale, [path: string, title: string][]> = {
  en: MAIN_ROUTES,
  ru: RUSSIAN_MAIN_ROUTES,
};

/** Shows the student app in this language from the first paint, as a device that chose it. */
export async function showInLanguage(page: Page, locale: Locale): Promise<void> {
  await page.addInitScript((chosen) => localStorage.setItem('locale', chosen), locale);
}

/**
 * Answers the market widgets' script with nothing, so the screens that embed them draw at once
 * and the same way on every run, without the internet.
 */
export async function withoutMarketWidgets(page: Page): Promise<void> {
  await page.route('https://s3.tradingview.com/**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: '' }),
  );
}

/** Opens a screen and waits for its title and for every spinner to go (a progress bar stays). */
export async function openScreen(page: Page, path: string, title: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.locator('[role="progressbar"]:not([aria-valuenow])')).toHaveCount(0);
}

/** How far the page reaches past the window's right edge, in CSS pixels: 0 or less when it fits. */
export function sideScroll(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/**
 * A picture of the whole page in the test's report, for a reviewer who does not run the product;
 * named "student app: …" beside the back office's "back office: …" ones.
 */
export async function attachScreenshot(
  page: Page,
  testInfo: TestInfo,
  name: string,
): Promise<void> {
  const body = await page.screenshot({ fullPage: true, animations: 'disabled' });
  await testInfo.attach(`student app: ${name}`, { body, contentType: 'image/png' });
}

/**
 * The widths a screen is checked and pictured at in this project: the phone's own (390), or a
 * desktop's 1440 and 1280. Resizing the one page keeps the signed-in session and its caches.
 */
export function screenWidths(page: Page): number[] {
  return isPhone(page) ? [page.viewportSize()?.width ?? 390] : [1440, 1280];
}

/** Sets the window to this width, keeping the project's height. */
export async function resizeTo(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: page.viewportSize()?.height ?? 844 });
}
