import { randomBytes, randomInt } from 'node:crypto';
import type { Page } from '@playwright/test';
import { callApi } from '../support/api';
import { expect, registerStudent, test } from '../support/fixtures';
import { ADMIN, SUPPORT, signInToBackOffice, staffToken } from '../support/staff';

async function userCount(token: string): Promise<number> {
  const response = await callApi('/admin/users?range=[0,0]', { staffToken: token });
  return Number(response.headers.get('content-range')?.split('/')[1]);
}

/** Paging needs a second page: register students until there are more than 100 users. */
async function ensureMoreThanOnePage() {
  const missing = 101 - (await userCount(await staffToken(ADMIN)));
  for (let done = 0; done < missing; done += 10) {
    await Promise.all(
      Array.from({ length: Math.min(10, missing - done) }, () => registerStudent()),
    );
  }
}

const uniquePhone = () => `+7916${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
const searchBox = (page: Page) => page.getByPlaceholder('Search by ID, email or phone...');
const rangeText = (page: Page) => page.getByText(/^Showing \d+ - \d+ of \d+ users$/);
const userRow = (page: Page, email: string) => page.getByRole('row').filter({ hasText: email });

test.describe('the users table', () => {
  test('the tiles show what GET /api/admin/stats/summary answers', async ({ page }) => {
    const summaryAnswer = page.waitForResponse(
      (response) => response.url().endsWith('/api/admin/stats/summary') && response.ok(),
    );
    await signInToBackOffice(page, ADMIN);
    const summary = (await (await summaryAnswer).json()) as Record<string, number>;

    const tiles = page.getByRole('region', { name: 'Summary' });
    const tile = (name: string) => tiles.getByRole('figure', { name }).locator('p');
    await expect(tile('Total Users')).toHaveText(String(summary.totalUsers));
    await expect(tile('Total Balance')).toHaveText(
      summary.totalBalance.toLocaleString('en-US', { style: 'currency', currency: 'USD' }),
    );
    await expect(tile('Active Courses')).toHaveText(String(summary.activeCourses));
    await expect(tile('No Course')).toHaveText(String(summary.noCourse));
  });

  test('pages 100 at a time; a search by e-mail, id or phone narrows the list back on page 1', async ({
    page,
  }) => {
    test.slow();
    await ensureMoreThanOnePage();
    const contact = uniquePhone();
    const student = await registerStudent({ contact });
    await signInToBackOffice(page, ADMIN);

    await expect(rangeText(page)).toHaveText(/^Showing 1 - 100 of \d+ users$/);
    await expect(page.getByRole('button', { name: 'Back' })).toBeDisabled();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(rangeText(page)).toHaveText(/^Showing 101 - \d+ of \d+ users$/);
    await expect(page).toHaveURL(/page=2/);

    await searchBox(page).fill(student.email);
    await expect(rangeText(page)).toHaveText('Showing 1 - 1 of 1 users');
    await expect(userRow(page, student.email)).toBeVisible();
    await expect(page).not.toHaveURL(/page=2/);
    await expect(page).toHaveURL(/page=1/);

    // An id is a substring of other ids too; nine digits of a random phone number are not.
    await searchBox(page).fill(String(student.id));
    await expect(page).toHaveURL(new RegExp(`filter=[^&]*%22${student.id}%22`));
    await expect(userRow(page, student.email)).toBeVisible();
    await expect(rangeText(page)).toHaveText(/^Showing 1 - \d+ of \d+ users$/);

    await searchBox(page).fill(contact.slice(-9));
    await expect(rangeText(page)).toHaveText('Showing 1 - 1 of 1 users');
    await expect(userRow(page, student.email)).toBeVisible();
  });

  test('lists the newest users first', async ({ page }) => {
    const tag = randomBytes(5).toString('hex');
    const older = await registerStudent({ email: `older.${tag}@example.com` });
    const newer = await registerStudent({ email: `newer.${tag}@example.com` });
    await signInToBackOffice(page, ADMIN);
    await searchBox(page).fill(tag);
    await expect(rangeText(page)).toHaveText('Showing 1 - 2 of 2 users');
    const body = page.locator('tbody');
    await expect(body.getByRole('row').nth(0)).toContainText(newer.email);
    await expect(body.getByRole('row').nth(1)).toContainText(older.email);
  });

  test("a student who has just signed in shows as 'Online'", async ({ page }) => {
    const student = await registerStudent();
    const login = await callApi('/login', {
      method: 'POST',
      body: { email: student.email, password: student.password },
    });
    expect(login.ok).toBe(true);
    await signInToBackOffice(page, SUPPORT);
    await searchBox(page).fill(student.email);
    await expect(userRow(page, student.email)).toContainText('Online');
  });

  test('sends a password reset instead of showing a password', async ({ page }) => {
    const student = await registerStudent();
    await signInToBackOffice(page, SUPPORT);
    await expect(page.getByRole('columnheader', { name: /password/i })).toHaveCount(0);
    await searchBox(page).fill(student.email);
    await expect(rangeText(page)).toHaveText('Showing 1 - 1 of 1 users');
    await userRow(page, student.email).getByRole('button', { name: 'Send password reset' }).click();
    await expect(page.getByText('Password reset instructions sent to the user')).toBeVisible();
  });
});

test('on a tablet, staff sign in and find a user by e-mail', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  const student = await registerStudent();
  await signInToBackOffice(page, SUPPORT);
  await searchBox(page).fill(student.email);
  await expect(rangeText(page)).toHaveText('Showing 1 - 1 of 1 users');
  // Below 900 px the users are a stacked list rather than a table.
  await expect(page.getByRole('listitem').filter({ hasText: student.email })).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Total Users' })).toBeVisible();
});
