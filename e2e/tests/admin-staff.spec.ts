import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { STAFF_PASSWORD_MIN_LENGTH } from '@academy/contracts';
import { callApi } from '../support/api';
import { expect, registerStudent, test } from '../support/fixtures';
import { ADMIN, SUPPORT, signInToBackOffice, staffToken } from '../support/staff';

const PASSWORD = 'a-long-staff-password';

/** One account or user: a table row on wide screens, a list item on phones. */
const rowOf = (page: Page, text: string) => page.locator('tr, li').filter({ hasText: text });

const signInStatus = async (username: string) =>
  (await callApi('/admin/login', { method: 'POST', body: { username, password: PASSWORD } }))
    .status;

test('an admin creates a staff account, changes its role and disables it', async ({ page }) => {
  const username = `e2e.staff.${randomBytes(4).toString('hex')}`;
  await signInToBackOffice(page, ADMIN);
  await page.goto('/admin/staff');

  await page.getByRole('link', { name: 'Create' }).click();
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByLabel('Initial password').fill('too-short');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText(`The password must be at least ${STAFF_PASSWORD_MIN_LENGTH} characters long`),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/staff\/create$/);

  // Submitted from the field: on a phone the form's notice lies over the Save button.
  await page.getByLabel('Initial password').fill(PASSWORD);
  await page.getByLabel('Initial password').press('Enter');

  const row = rowOf(page, username);
  await expect(row).toContainText('Support');
  await expect(row).toContainText('Active');
  await expect(row).toContainText('Never');
  expect(await signInStatus(username)).toBe(200);

  await row.getByRole('button', { name: 'Change role or state' }).click();
  await page.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Admin' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(rowOf(page, username)).toContainText('Admin');

  await rowOf(page, username).getByRole('button', { name: 'Change role or state' }).click();
  await page.getByRole('switch', { name: 'Disabled' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(rowOf(page, username)).toContainText('Disabled');
  expect(await signInStatus(username)).toBe(401);
});

test('support has no staff accounts: no menu entry, and the API refuses', async ({ page }) => {
  await signInToBackOffice(page, SUPPORT);
  await expect(page.getByRole('menuitem', { name: 'Staff' })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'Deleted users' })).toHaveCount(0);
  const response = await callApi('/admin/staff', { staffToken: await staffToken(SUPPORT) });
  expect(response.status).toBe(403);
});

test('an admin restores a deleted user, who can sign in again', async ({ page }) => {
  const student = await registerStudent();
  const token = await staffToken(ADMIN);
  const deleted = await callApi(`/admin/users/${student.id}`, {
    method: 'DELETE',
    staffToken: token,
  });
  expect(deleted.status).toBe(200);
  const signIn = () =>
    callApi('/login', {
      method: 'POST',
      body: { email: student.email, password: student.password },
    });
  expect((await signIn()).status).toBe(401);

  await signInToBackOffice(page, ADMIN);
  await page.goto('/admin/deleted-users');
  const row = rowOf(page, student.email);
  await row.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText(`User ${student.email} restored`)).toBeVisible();
  await expect(rowOf(page, student.email)).toHaveCount(0);
  expect((await signIn()).status).toBe(200);
});
