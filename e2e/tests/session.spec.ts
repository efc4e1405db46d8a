import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

const dashboardTitle = (page: Page) => page.getByRole('heading', { level: 1, name: 'Dashboard' });
const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('token'));
const sessionFailure = (page: Page) =>
  page.getByRole('alert').filter({ hasText: 'Failed to fetch user data' });

test.beforeEach(async ({ page, student, signIn }) => {
  await signIn(student);
  await page.goto('/dashboard');
  await expect(dashboardTitle(page)).toBeVisible();
});

test('a quick double reload keeps the student signed in', async ({ page, student }) => {
  await page.reload({ waitUntil: 'commit' });
  await page.reload();
  await expect(dashboardTitle(page)).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await storedToken(page)).toBe(JSON.stringify(student.token));
});

test('a reload while the session is being checked keeps the student signed in', async ({
  page,
  student,
}) => {
  let checks = 0;
  await page.route('**/api/user', async (route) => {
    checks += 1;
    // The first check is still waiting for its answer when the page reloads.
    if (checks === 1) await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue().catch(() => undefined);
  });
  await page.reload({ waitUntil: 'commit' });
  await expect.poll(() => checks).toBe(1);
  await page.reload();
  await expect(dashboardTitle(page)).toBeVisible();
  expect(await storedToken(page)).toBe(JSON.stringify(student.token));
});

test('a network failure keeps the student signed in, and Try again recovers', async ({
  page,
  student,
  consoleErrors,
}) => {
  await page.route('**/api/user', (route) => route.abort('internetdisconnected'));
  await page.reload();
  await expect(sessionFailure(page)).toBeVisible();
  await expect(sessionFailure(page)).toContainText('You are still signed in');
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await storedToken(page)).toBe(JSON.stringify(student.token));

  await page.unroute('**/api/user');
  await sessionFailure(page).getByRole('button', { name: 'Try again' }).click();
  await expect(dashboardTitle(page)).toBeVisible();
  expect(await storedToken(page)).toBe(JSON.stringify(student.token));
  expect(consoleErrors.some((error) => error.startsWith('Failed to fetch user data'))).toBe(true);
});

test('a server error keeps the student signed in, and Try again recovers', async ({
  page,
  student,
}) => {
  await page.route('**/api/user', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ statusCode: 503, message: 'Service unavailable' }),
    }),
  );
  await page.reload();
  await expect(sessionFailure(page)).toBeVisible();
  expect(await storedToken(page)).toBe(JSON.stringify(student.token));

  await page.unroute('**/api/user');
  await sessionFailure(page).getByRole('button', { name: 'Try again' }).click();
  await expect(dashboardTitle(page)).toBeVisible();
});
