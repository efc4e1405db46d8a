import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expect, registerStudent, test } from '../support/fixtures';
import { ADMIN, SUPPORT, grant, signInToBackOffice } from '../support/staff';

async function openAudit(page: Page) {
  await signInToBackOffice(page, ADMIN);
  await page.goto('/admin/audit');
}

/** One audit entry: a table row on wide screens, a list item on phones. */
function entryFor(page: Page, userId: number): Locator {
  const link = page.getByRole('link', { name: `Show the changes to user ${userId}`, exact: true });
  return page.locator('tr, li').filter({ has: link });
}

test('a balance change made through the API shows with its actor, role, action and values', async ({
  page,
}) => {
  const student = await registerStudent();
  await grant(student.id, { balance: 321.5 }, ADMIN);
  await openAudit(page);

  const entry = entryFor(page, student.id);
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText(ADMIN.username);
  await expect(entry).toContainText('Admin');
  await expect(entry).toContainText('Balance');
  await expect(entry).toContainText('balance: 0 → 321.5');
  await expect(entry).toContainText('just now');
  await expect(entry.locator('time')).toHaveAttribute('title', /\d{4}/);
});

test('the user link narrows the list to that user; the staff filter to that staff member', async ({
  page,
}) => {
  const byAdmin = await registerStudent();
  const bySupport = await registerStudent();
  await grant(byAdmin.id, { balance: 40 }, ADMIN);
  await grant(bySupport.id, { balance: 60 }, SUPPORT);
  await openAudit(page);

  await expect(entryFor(page, byAdmin.id)).toHaveCount(1);
  await entryFor(page, bySupport.id)
    .getByRole('link', { name: `Show the changes to user ${bySupport.id}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`targetUserId%22%3A${bySupport.id}`));
  await expect(entryFor(page, bySupport.id)).toContainText('balance: 0 → 60');
  await expect(entryFor(page, byAdmin.id)).toHaveCount(0);

  await page.getByRole('spinbutton', { name: 'User ID' }).clear();
  await expect(entryFor(page, byAdmin.id)).toHaveCount(1);
  await page.getByRole('textbox', { name: 'Staff username' }).fill(SUPPORT.username);
  await expect(entryFor(page, byAdmin.id)).toHaveCount(0);
  await expect(entryFor(page, bySupport.id)).toContainText(SUPPORT.username);
  await expect(entryFor(page, bySupport.id)).toContainText('Support');
});

test('the action filter offers the audited actions', async ({ page }) => {
  const student = await registerStudent();
  await grant(student.id, { balance: 15 }, ADMIN);
  await openAudit(page);
  await expect(entryFor(page, student.id)).toHaveCount(1);

  await page.getByRole('combobox', { name: 'Action' }).click();
  // Exact names: 'Delete' is also part of 'Payment for a deleted account'.
  const option = (name: string) => page.getByRole('option', { name, exact: true });
  for (const action of [
    'Balance',
    'Course',
    'Account',
    'Delete',
    'Overdraft',
    'Payment confirmed',
    'Payment rejected',
    'Payment refunded',
  ]) {
    await expect(option(action)).toHaveCount(1);
  }
  await option('Course').click();
  await expect(entryFor(page, student.id)).toHaveCount(0);
});

test('exports the entries matching the filters as audit-YYYY-MM-DD.csv, straight to disk', async ({
  page,
}) => {
  const student = await registerStudent();
  await grant(student.id, { balance: 77.25 }, ADMIN);
  await openAudit(page);
  await entryFor(page, student.id)
    .getByRole('link', { name: `Show the changes to user ${student.id}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`targetUserId%22%3A${student.id}`));
  await expect(entryFor(page, student.id)).toHaveCount(1);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^audit-\d{4}-\d{2}-\d{2}\.csv$/);
  // The browser follows the signed link itself: the file is never a Blob held in the page.
  expect(file.url()).toMatch(/\/api\/admin\/audit\/signed-export\.csv\?/);

  const [header, ...rows] = (await readFile(await file.path(), 'utf8')).trim().split(/\r?\n/);
  expect(header).toMatch(/^\S/);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toContain(ADMIN.username);
  expect(rows[0]).toContain(String(student.id));
  expect(rows[0]).toContain('77.25');
});
