import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import {
  switchBackOffice,
  type BackOfficeLocale,
  type BackOfficeTheme,
} from '../support/back-office-settings';
import { expect, registerStudent, test } from '../support/fixtures';
import { payManually } from '../support/payments';
import { ADMIN, grant, signInToBackOffice } from '../support/staff';

/*
 * axe-core over every main screen of the back office, in both languages and both themes: no
 * serious or critical violation, and one h1 on each. The keyboard never lands on a control that
 * cannot be seen or has no name. At 1440 px, 1280 px and on a phone the main screens go into the
 * report as screenshots, for a reviewer who does not run the product.
 */

interface Screen {
  name: string;
  path: string;
}

interface Seeded {
  userId: number;
  email: string;
  paymentId: string;
}

const seeded: Seeded = { userId: 0, email: '', paymentId: '' };

test.beforeAll(async () => {
  const student = await registerStudent({ username: 'Pavel', lastname: 'Orlov' });
  await grant(student.id, { balance: 1344414.71 });
  const payment = await payManually(student, { course: 'topup', price: 40 });
  seeded.userId = student.id;
  seeded.email = student.email;
  seeded.paymentId = payment.id;
});

/** The screens staff work in every day, screenshotted at each width. */
const mainScreens = (): Screen[] => [
  { name: 'dashboard', path: '/admin/dashboard' },
  { name: 'users', path: '/admin/users' },
  { name: 'user', path: `/admin/users/${seeded.userId}/show` },
  { name: 'payments', path: '/admin/payments' },
  { name: 'payment', path: `/admin/payments/${seeded.paymentId}/show` },
  { name: 'statistics', path: '/admin/statistics' },
  { name: 'audit', path: '/admin/audit' },
];

/** Every screen of an admin's menu, and the staff member's own two-factor page. */
const everyScreen = (): Screen[] => [
  ...mainScreens(),
  { name: 'referrals', path: '/admin/referrals' },
  { name: 'deleted users', path: '/admin/deleted-users' },
  { name: 'staff', path: '/admin/staff' },
  { name: 'api keys', path: '/admin/api-keys' },
  { name: 'webhooks', path: '/admin/webhooks' },
  { name: 'certificates', path: '/admin/certificates' },
  { name: 'tiers', path: '/admin/tiers' },
  { name: 'books', path: '/admin/books' },
  { name: 'lessons', path: '/admin/lessons' },
  { name: 'promotions', path: '/admin/promo-codes' },
  { name: 'two-factor', path: '/admin/two-factor' },
];

/** Opens a screen and waits until it has drawn its data: its one h1, nothing loading. */
async function open(page: Page, screen: Screen): Promise<void> {
  await page.goto(screen.path);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 20_000 });
  const heading = page.locator('h1');
  await expect(heading, `${screen.name}: one h1`).toHaveCount(1);
  await expect(heading).toBeVisible();
}

/** axe-core's serious and critical findings against WCAG 2.1 A and AA, one line each. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} — ${violation.nodes
          .slice(0, 3)
          .map((node) => `${node.target.join(' ')} ${node.failureSummary ?? ''}`)
          .join(' | ')}`,
    );
}

/** The desktop widths, one for each theme: the phone's is checked with the screenshots below. */
const THEME_WIDTHS: Record<BackOfficeTheme, { width: number; height: number }> = {
  light: { width: 1440, height: 900 },
  dark: { width: 1280, height: 800 },
};

for (const locale of ['en', 'ru'] as BackOfficeLocale[]) {
  for (const theme of ['light', 'dark'] as BackOfficeTheme[]) {
    const size = THEME_WIDTHS[theme];
    test(`every screen passes axe with one h1, in ${locale} and the ${theme} theme at ${size.width} px`, async ({
      page,
    }) => {
      test.setTimeout(300_000);
      await page.setViewportSize(size);
      await signInToBackOffice(page, ADMIN);
      await switchBackOffice(page, locale, theme);
      const found: string[] = [];
      for (const screen of everyScreen()) {
        await open(page, screen);
        found.push(...(await seriousViolations(page)).map((text) => `${screen.name}: ${text}`));
      }
      expect(found).toEqual([]);
    });
  }
}

interface Focused {
  visible: boolean;
  name: string;
  html: string;
}

/** Where each Tab press lands: whether it can be seen, and the name it is read out with. */
async function tabThrough(page: Page, presses: number): Promise<Focused[]> {
  const seen: Focused[] = [];
  for (let i = 0; i < presses; i += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return null;
      const labelledBy = element.getAttribute('aria-labelledby');
      const name =
        element.getAttribute('aria-label') ??
        (labelledBy
          ? labelledBy
              .split(' ')
              .map((id) => document.getElementById(id)?.textContent ?? '')
              .join(' ')
          : '') ??
        '';
      const labels = (element as HTMLInputElement).labels?.[0]?.textContent ?? '';
      return {
        // Not by opacity: MUI draws a checkbox over its transparent input, which takes the focus.
        visible:
          element.checkVisibility({ visibilityProperty: true }) &&
          element.getBoundingClientRect().height > 0,
        name: (name || labels || element.title || element.textContent || '').trim(),
        html: element.outerHTML.slice(0, 160),
      };
    });
    if (focused) seen.push(focused);
  }
  return seen;
}

test("the users list's checkboxes are named after their users and no hidden control takes the focus", async ({
  page,
}) => {
  await signInToBackOffice(page, ADMIN);
  await page.getByRole('textbox', { name: 'Search by ID, email or phone...' }).fill(seeded.email);
  const row = page.getByRole('row').filter({ hasText: seeded.email });
  await expect(row).toBeVisible();
  await expect(row.getByRole('checkbox', { name: 'Select Pavel Orlov' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Select all' })).toBeVisible();

  // Nothing selected: the bulk actions are folded away and must be skipped by the keyboard.
  await page.getByRole('textbox', { name: 'Search by ID, email or phone...' }).focus();
  const controls = await tabThrough(page, 25);
  expect(controls.filter((control) => !control.visible)).toEqual([]);
  expect(controls.filter((control) => control.name === '')).toEqual([]);

  await switchBackOffice(page, 'ru');
  await expect(row.getByRole('checkbox', { name: 'Выбрать: Pavel Orlov' })).toBeVisible();
});

/**
 * Each main screen as a picture in the report, named by screen, width and language; what goes
 * wrong on any: scrolling sideways, or a serious axe finding.
 */
async function attachScreens(
  page: Page,
  testInfo: TestInfo,
  width: number,
  locale: BackOfficeLocale,
): Promise<string[]> {
  const problems: string[] = [];
  for (const screen of mainScreens()) {
    await open(page, screen);
    await testInfo.attach(`back office: ${screen.name} at ${width} px, ${locale}`, {
      body: await page.screenshot({ fullPage: true, animations: 'disabled' }),
      contentType: 'image/png',
    });
    const overflows = await page.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1,
    );
    if (overflows) problems.push(`${screen.name}: scrolls sideways`);
    problems.push(...(await seriousViolations(page)).map((text) => `${screen.name}: ${text}`));
  }
  return problems;
}

for (const [width, height, locale] of [
  [1440, 900, 'en'],
  [1280, 800, 'ru'],
  [390, 844, 'en'],
  [390, 844, 'ru'],
] as const) {
  test(`the main screens at ${width} px in ${locale} go into the report, none scrolling sideways or failing axe`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height });
    await signInToBackOffice(page, ADMIN);
    await switchBackOffice(page, locale);
    expect(await attachScreens(page, testInfo, width, locale)).toEqual([]);
  });
}
