import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import { switchBackOffice, type BackOfficeTheme } from '../support/back-office-settings';
import { expect, registerStudent, test } from '../support/fixtures';
import { payManually } from '../support/payments';
import { ADMIN, grant, signInToBackOffice } from '../support/staff';

/*
 * axe-core over every main screen of the back office, in both languages and both themes: no
 * serious or critical violation. At 1440 px, 1280 px and on a phone, the main screens are
 * attached to the report as screenshots for a reviewer.
 */

interface Screen {
  name: string;
  path: string;
  /** What shows once the screen has loaded its data. */
  ready: (page: Page) => ReturnType<Page['locator']>;
}

function screens(studentId: number): Screen[] {
  const main = (page: Page) => page.locator('#main-content');
  return [
    {
      name: 'dashboard',
      path: '/admin/dashboard',
      ready: (page) => main(page).locator('section').first(),
    },
    {
      name: 'users',
      path: '/admin/users',
      ready: (page) => main(page).locator('tbody tr, li').first(),
    },
    {
      name: 'user',
      path: `/admin/users/${studentId}/show`,
      ready: (page) => main(page).getByRole('tab').first(),
    },
    {
      name: 'payments',
      path: '/admin/payments',
      ready: (page) => main(page).locator('tbody tr, li').first(),
    },
    {
      name: 'statistics',
      path: '/admin/statistics',
      ready: (page) => main(page).locator('svg').first(),
    },
    {
      name: 'audit',
      path: '/admin/audit',
      ready: (page) => main(page).locator('tbody tr').first(),
    },
  ];
}

async function open(page: Page, screen: Screen): Promise<void> {
  await page.goto(screen.path);
  await expect(screen.ready(page)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} — ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(' | ')}`,
    );
}

let studentId = 0;

test.beforeAll(async () => {
  const student = await registerStudent();
  await grant(student.id, { balance: 1344414.71 });
  await payManually(student, { course: 'topup', price: 40 });
  studentId = student.id;
});

for (const locale of ['en', 'ru'] as const) {
  for (const theme of ['light', 'dark'] as BackOfficeTheme[]) {
    test(`every main screen passes axe in ${locale}, ${theme} theme`, async ({ page }) => {
      test.slow();
      await signInToBackOffice(page, ADMIN);
      await switchBackOffice(page, locale, theme);
      const found: string[] = [];
      for (const screen of screens(studentId)) {
        await open(page, screen);
        await expect(page.locator('h1')).toHaveCount(1);
        found.push(...(await seriousViolations(page)).map((text) => `${screen.name}: ${text}`));
      }
      expect(found).toEqual([]);
    });
  }
}

async function attachScreens(page: Page, testInfo: TestInfo, width: number) {
  for (const screen of screens(studentId)) {
    await open(page, screen);
    await testInfo.attach(`${screen.name} at ${width} px`, {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    });
  }
}

for (const width of [1440, 1280, 390]) {
  test(`attaches the main screens at ${width} px`, async ({ page }, testInfo) => {
    test.slow();
    await page.setViewportSize({ width, height: width < 900 ? 844 : 900 });
    await signInToBackOffice(page, ADMIN);
    await attachScreens(page, testInfo, width);
    const overflows = await page.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1,
    );
    expect(overflows).toBe(false);
  });
}
