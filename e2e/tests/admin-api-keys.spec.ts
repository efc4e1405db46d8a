import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { apiUrl, callApi } from '../support/api';
import { expect, test } from '../support/fixtures';
import { ADMIN, SUPPORT, signInToBackOffice, staffToken } from '../support/staff';

/** One key's row in the list. */
const rowOf = (page: Page, text: string) => page.locator('tr').filter({ hasText: text });

test('an admin creates a key, sees it once and copies it; it works on the API until revoked', async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const name = `E2E integration ${randomBytes(4).toString('hex')}`;
  await signInToBackOffice(page, ADMIN);
  await page.getByRole('menuitem', { name: 'API keys' }).click();
  await expect(page).toHaveURL(/\/admin\/api-keys$/);

  await page.getByRole('link', { name: 'Create' }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('checkbox', { name: 'Read users' }).check();
  await page.getByRole('button', { name: 'Save' }).click();

  const dialog = page.getByRole('dialog', { name: `API key "${name}" created` });
  await expect(dialog).toContainText('it will not be shown again');
  const key = await dialog.getByRole('textbox', { name: 'API key' }).inputValue();
  expect(key).toMatch(/^ta_[0-9a-f]{12}_[A-Za-z0-9_-]{43}$/);
  await dialog.getByRole('button', { name: 'Copy' }).click();
  await expect(dialog.getByText('Copied to the clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
  await dialog.getByRole('button', { name: 'I have copied the key' }).click();

  const row = rowOf(page, name);
  await expect(row).toContainText(key.slice(0, 15));
  await expect(row).toContainText('Read users');
  await expect(row).toContainText('Active');
  await expect(row).toContainText('Never');
  await expect(page.getByText(key)).toHaveCount(0);

  const users = await request.get(apiUrl('/admin/users'), { headers: { 'X-Api-Key': key } });
  expect(users.status()).toBe(200);
  const stats = await request.get(apiUrl('/admin/stats/summary'), {
    headers: { Authorization: `Bearer ${key}` },
  });
  expect(stats.status()).toBe(403);

  await page.reload();
  await expect(rowOf(page, name)).toContainText(/from (127\.0\.0\.1|::1)/);
  await rowOf(page, name).getByRole('button', { name: 'Revoke' }).click();
  const confirm = page.getByRole('dialog', { name: `Revoke the API key "${name}"?` });
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('API key revoked')).toBeVisible();
  await expect(rowOf(page, name)).toContainText('Revoked');
  await expect(rowOf(page, name).getByRole('button', { name: 'Revoke' })).toHaveCount(0);

  const refused = await request.get(apiUrl('/admin/users'), { headers: { 'X-Api-Key': key } });
  expect(refused.status()).toBe(401);
});

test('support has no API keys: no menu entry, the page is refused, and so is the API', async ({
  page,
}) => {
  await signInToBackOffice(page, SUPPORT);
  await expect(page.getByRole('menuitem', { name: 'Users', exact: true })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'API keys' })).toHaveCount(0);

  await page.goto('/admin/api-keys');
  await expect(page).toHaveURL(/\/admin\/access-denied$/);
  await expect(page.getByText('Access denied')).toBeVisible();
  const response = await callApi('/admin/api-keys', { staffToken: await staffToken(SUPPORT) });
  expect(response.status).toBe(403);
});
