import { randomBytes } from 'node:crypto';
import { expect, test } from '../support/fixtures';
import { ADMIN, SUPPORT, fillStaffLogin, signInToBackOffice } from '../support/staff';

test('the login page: title, fields, Sign In, and "Signing in..." while the answer is on its way', async ({
  page,
}) => {
  await page.goto('/admin/login');
  await expect(page.getByRole('heading', { name: 'Admin Panel Login' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Username' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Password' })).toBeVisible();

  let answer: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/api/admin/login', async (route) => {
    await held;
    await route.continue();
  });
  await fillStaffLogin(page, ADMIN);
  await page.getByRole('button', { name: 'Sign In' }).click();
  const busy = page.getByRole('button', { name: 'Signing in...' });
  await expect(busy).toBeDisabled();
  answer();
  await expect(page).toHaveURL(/\/admin\/users$/);
});

test('wrong credentials show "Invalid username or password" until the next keystroke', async ({
  page,
}) => {
  await page.goto('/admin/login');
  // An unknown account: failures against the shared accounts would count towards their lock.
  await fillStaffLogin(page, {
    username: `nobody.${randomBytes(4).toString('hex')}`,
    password: 'nope',
  });
  await page.getByRole('button', { name: 'Sign In' }).click();
  const error = page.getByRole('alert').filter({ hasText: 'Invalid username or password' });
  await expect(error).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();

  await page.getByRole('textbox', { name: 'Password' }).fill('nope again');
  await expect(error).toBeHidden();
});

test('a network failure says "Server error"', async ({ page }) => {
  await page.goto('/admin/login');
  await page.route('**/api/admin/login', (route) => route.abort('internetdisconnected'));
  await fillStaffLogin(page, ADMIN);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Server error' })).toBeVisible();
});

test('signed out, /admin and a guarded page lead to /admin/login', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.goto('/admin/statistics');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('heading', { name: 'Admin Panel Login' })).toBeVisible();
});

test('signing in lands on /admin/users, and /admin leads there too', async ({ page }) => {
  await signInToBackOffice(page, ADMIN);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/users$/);
  await page.goto('/admin/login');
  await expect(page).toHaveURL(/\/admin\/users$/);
});

test('the app bar names the staff member and the role; Logout ends the session', async ({
  page,
}) => {
  await signInToBackOffice(page, ADMIN);
  const banner = page.getByRole('banner');
  await expect(banner.getByLabel('Role: Admin')).toBeVisible();
  await banner.getByRole('button', { name: 'Profile' }).click();
  await expect(page.getByText(`Signed in as ${ADMIN.username}`)).toBeVisible();
  await page.getByRole('menuitem', { name: 'Logout' }).click();

  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test('an admin sees Users, Statistics and Audit in the menu', async ({ page }) => {
  await signInToBackOffice(page, ADMIN);
  await expect(page.getByRole('menuitem', { name: 'Users', exact: true })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Statistics' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Audit' }).click();
  await expect(page).toHaveURL(/\/admin\/audit/);
});

test('a support account sees no Audit menu item and is refused the audit page', async ({
  page,
}) => {
  await signInToBackOffice(page, SUPPORT);
  await expect(page.getByRole('banner').getByLabel('Role: Support')).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Statistics' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Users', exact: true })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Audit' })).toHaveCount(0);

  await page.goto('/admin/audit');
  await expect(page).toHaveURL(/\/admin\/access-denied$/);
  await expect(page.getByText('Access denied')).toBeVisible();
});

test('the sidebar folds to icons and the theme switches to dark and back', async ({ page }) => {
  await signInToBackOffice(page, ADMIN);
  const sidebar = page.locator('.RaSidebar-fixed');
  await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(240);
  await page.getByRole('button', { name: 'Close menu' }).click();
  await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(64);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(240);

  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const light = await background();
  await page.getByRole('button', { name: 'Toggle light/dark mode' }).click();
  await expect.poll(background).not.toBe(light);
  await page.getByRole('button', { name: 'Toggle light/dark mode' }).click();
  await expect.poll(background).toBe(light);
});

test('on a tablet the sidebar stays beside the page and the menu works', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  await signInToBackOffice(page, ADMIN);
  await page.getByRole('menuitem', { name: 'Statistics' }).click();
  await expect(page).toHaveURL(/\/admin\/statistics$/);
  await expect(page.getByRole('heading', { name: 'Registration Statistics' })).toBeVisible();
});
