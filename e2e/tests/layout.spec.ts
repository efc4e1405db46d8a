import type { Page } from '@playwright/test';
import { callApi } from '../support/api';
import { expect, isPhone, PHONE, test } from '../support/fixtures';
import { MAIN_ROUTES } from '../support/main-routes';
import { grant } from '../support/staff';

const title = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const navigation = (page: Page) => page.getByRole('navigation', { name: 'Trading Academy' });

async function openMobileMenu(page: Page) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(navigation(page)).toBeVisible();
}

test.beforeEach(async ({ student, signIn }) => {
  await signIn(student);
});

// A phone has the slide-in menu instead: only the tests tagged @phone run there.
test.describe('desktop sidebar', () => {
  test('each item leads to its screen', async ({ page }) => {
    await page.goto('/calendar');
    await expect(title(page, 'Economic Calendar')).toBeVisible();
    for (const [item, path, heading] of [
      ['Dashboard', '/dashboard', 'Dashboard'],
      ['Activate Account', '/activate', 'Account Activation'],
      ['Education', '/education', 'Education'],
      ['Trading Center', '/trading', 'Trading Center'],
      ['Bonuses & Promotions', '/bonuses', 'Bonuses & Promotions'],
    ]) {
      await navigation(page).getByRole('link', { name: item, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(title(page, heading)).toBeVisible();
    }
  });

  test('Top Up opens the top-up dialog', async ({ page }) => {
    await page.goto('/dashboard');
    await navigation(page).getByRole('button', { name: 'Top Up' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('the Trading Desk card opens the configured desk in a new tab', async ({ page }) => {
    const { tradingDeskUrl } = (await (await callApi('/config')).json()) as {
      tradingDeskUrl: string;
    };
    await page.goto('/dashboard');
    const desk = navigation(page).getByRole('link', { name: /Trading Desk/ });
    await expect(desk).toHaveAttribute('href', tradingDeskUrl);
    await expect(desk).toHaveAttribute('target', '_blank');
    await expect(desk).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

test('every main screen has the breadcrumbs Home > section and its title', async ({ page }) => {
  for (const [path, heading] of MAIN_ROUTES) {
    await page.goto(path);
    await expect(title(page, heading)).toBeVisible();
    const breadcrumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumbs.getByRole('link', { name: 'Home' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    await expect(breadcrumbs.getByText(heading, { exact: true })).toBeVisible();
    await expect(page).toHaveTitle(`${heading} – Trading Academy`);
  }
});

test('the account menu opens Settings, and Logout signs out for good', async ({ page }) => {
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(title(page, 'Profile Settings')).toBeVisible();

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
});

test('a student without a course is asked to activate the account', async ({ page }) => {
  await page.goto('/education');
  const banner = page.getByRole('alert').filter({ hasText: 'Account activation required' });
  await expect(banner).toBeVisible();
  await banner.getByRole('link', { name: 'Activate', exact: true }).click();
  await expect(page).toHaveURL(/\/activate$/);
});

test('a student whose course an admin set to GOLD sees no activation banner', async ({
  page,
  student,
}) => {
  await grant(student.id, { course: 'GOLD' });
  await page.goto('/education');
  await expect(title(page, 'Education')).toBeVisible();
  await expect(page.getByText('Account activation required')).toHaveCount(0);
});

test.describe('phone', { tag: PHONE }, () => {
  test.beforeEach(({ page }) => {
    test.skip(!isPhone(page), 'The slide-in menu and the balance card are the phone layout');
  });

  test('the slide-in menu groups its links and logs out', async ({ page }) => {
    await page.goto('/dashboard');
    await openMobileMenu(page);
    const groups = {
      Main: ['Home', 'Profile', 'Activate Account'],
      Education: ['Books', 'Video Lessons', 'Calendar', 'Trading Center', 'Trading Desk'],
      Additional: ['Bonuses'],
    };
    for (const [group, links] of Object.entries(groups)) {
      const list = navigation(page).getByRole('list', { name: group });
      await expect(list.getByRole('link')).toHaveText(links);
    }
    await expect(
      navigation(page).getByRole('list', { name: 'Additional' }).getByRole('button'),
    ).toHaveText('Logout');

    await navigation(page).getByRole('link', { name: 'Books' }).click();
    await expect(page).toHaveURL(/\/education\/books$/);
    await expect(title(page, 'E-books')).toBeVisible();
    await expect(navigation(page)).toBeHidden();

    await openMobileMenu(page);
    await navigation(page).getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the balance card shows the initials, the name, the course and the balance', async ({
    page,
  }) => {
    await page.goto('/education');
    await expect(page.getByText('AP', { exact: true })).toBeVisible();
    await expect(page.getByText('Anna Petrova', { exact: true })).toBeVisible();
    await expect(page.getByText('No course', { exact: true })).toBeVisible();
    await expect(page.getByText('0.00 USD', { exact: true })).toBeVisible();
  });
});

test('an unknown path shows the router error page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
});

test('a navigation starts the new screen at the top', { tag: PHONE }, async ({ page }) => {
  await page.goto('/trading');
  await expect(title(page, 'Trading Center')).toBeVisible();
  // Long enough on any screen that a kept scroll position could not hide behind a short page.
  await page.addStyleTag({ content: 'main { padding-bottom: 3000px !important; }' });
  if (isPhone(page)) await openMobileMenu(page);
  await page.evaluate(() => window.scrollTo(0, 1500));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);

  const bonuses = isPhone(page) ? 'Bonuses' : 'Bonuses & Promotions';
  await navigation(page).getByRole('link', { name: bonuses, exact: true }).click();
  await expect(title(page, 'Bonuses & Promotions')).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
