import type { Page } from '@playwright/test';
import { lowContrastTexts } from '../support/contrast';
import { expect, test } from '../support/fixtures';

const SCREENS: [path: string, title: string][] = [
  ['/dashboard', 'Dashboard'],
  ['/education', 'Education'],
  ['/education/books', 'E-books'],
  ['/activate', 'Account Activation'],
  ['/bonuses', 'Bonuses & Promotions'],
  ['/settings', 'Profile Settings'],
];

/** The page's own background: the body's, as the theme's CssBaseline paints it. */
const pageBackground = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);

const DARK_BACKGROUND = 'rgb(11, 15, 23)';
const LIGHT_BACKGROUND = 'rgb(245, 247, 251)';

test.describe('a student whose device is set to dark', () => {
  test.use({ colorScheme: 'dark' });

  test('gets the sign-in page dark, with readable text', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Welcome back!' })).toBeVisible();
    expect(await pageBackground(page)).toBe(DARK_BACKGROUND);
    expect(await lowContrastTexts(page)).toEqual([]);
  });

  for (const [path, title] of SCREENS) {
    test(`reads ${path} dark, every text at WCAG AA contrast`, async ({
      page,
      student,
      signIn,
    }) => {
      await signIn(student);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      expect(await pageBackground(page)).toBe(DARK_BACKGROUND);
      expect(await lowContrastTexts(page)).toEqual([]);
    });
  }

  test('gives the market widgets the dark theme', async ({ page, student, signIn }) => {
    await page.route('https://s3.tradingview.com/external-embedding/*', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: '' }),
    );
    await signIn(student);
    await page.goto('/calendar');
    const settings = await page
      .locator('.tradingview-widget-container > script')
      .evaluate((script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>);
    expect(settings).toMatchObject({ colorTheme: 'dark', locale: 'en' });
  });
});

test('a student on a light device picks dark without a reload, and it stays', async ({
  page,
  student,
  signIn,
}) => {
  await signIn(student);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  expect(await pageBackground(page)).toBe(LIGHT_BACKGROUND);
  expect(await lowContrastTexts(page)).toEqual([]);

  await page.getByRole('button', { name: 'Colour theme' }).click();
  await page.getByRole('menuitemradio', { name: 'Dark' }).click();
  await expect.poll(() => pageBackground(page)).toBe(DARK_BACKGROUND);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  expect(await pageBackground(page)).toBe(DARK_BACKGROUND);
});
