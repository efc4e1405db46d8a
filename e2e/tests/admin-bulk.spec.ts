import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, isPhone, registerStudent, test, type Student } from '../support/fixtures';
import { callApi } from '../support/api';
import { ADMIN, SUPPORT, signInToBackOffice, staffToken } from '../support/staff';

/** Every user matching a search, as the API answers them (balance included). */
async function usersMatching(q: string): Promise<{ id: number; balance: number }[]> {
  const filter = encodeURIComponent(JSON.stringify({ q }));
  const response = await callApi(`/admin/users?filter=${filter}&range=[0,999]`, {
    staffToken: await staffToken(ADMIN),
  });
  return (await response.json()) as { id: number; balance: number }[];
}

/** Students whose e-mails share a tag, so that a search finds exactly them. */
async function taggedStudents(count: number): Promise<{ tag: string; students: Student[] }> {
  const tag = `bulk${randomBytes(4).toString('hex')}`;
  const students: Student[] = [];
  for (let done = 0; done < count; done += 10) {
    students.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(10, count - done) }, (_, index) =>
          registerStudent({ email: `${tag}.${done + index}@example.com` }),
        ),
      )),
    );
  }
  return { tag, students };
}

async function search(page: Page, text: string) {
  await page.getByPlaceholder('Search by ID, email or phone...').fill(text);
}

test.skip(
  ({ page }) => isPhone(page),
  'Selecting rows needs the wide table; admin-users.spec.ts covers a tablet.',
);

test('support staff add $50 to three selected students after a confirmation', async ({ page }) => {
  const { tag, students } = await taggedStudents(4);
  const chosen = students.slice(0, 3);
  await signInToBackOffice(page, SUPPORT);
  await search(page, tag);
  await expect(page.getByText('Showing 1 - 4 of 4 users')).toBeVisible();

  for (const student of chosen) {
    // react-admin 5.15 names the checkbox's wrapper 'Select this row' under MUI 9, not the box.
    await page.getByRole('row').filter({ hasText: student.email }).getByRole('checkbox').check();
  }
  await expect(page.getByText('3 items selected')).toBeVisible();
  await page.getByRole('button', { name: 'Change balances' }).click();

  const dialog = page.getByRole('dialog', { name: 'Change balances' });
  await expect(dialog.getByRole('radio', { name: 'Add' })).toBeChecked();
  await dialog.getByRole('textbox', { name: 'Amount (USD)' }).fill('50');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog).toContainText('Change the balance of 3 users by $150.00 in total?');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toContainText('Balances changed: 3');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('3 items selected')).toBeHidden();

  for (const student of chosen) {
    await expect(page.getByRole('row').filter({ hasText: student.email })).toContainText('50.00');
  }
  const balances = new Map((await usersMatching(tag)).map((user) => [user.id, user.balance]));
  expect(chosen.map((student) => balances.get(student.id))).toEqual([50, 50, 50]);
  expect(balances.get(students[3].id)).toBe(0);
});

test('sets the balance of every user matching a search, beyond the first page', async ({
  page,
}) => {
  test.slow();
  const { tag } = await taggedStudents(102);
  await signInToBackOffice(page, SUPPORT);
  await search(page, tag);
  await expect(page.getByText('Showing 1 - 100 of 102 users')).toBeVisible();

  await page.getByRole('checkbox', { name: 'Select all' }).check();
  await page.getByRole('button', { name: 'Select all 102 users matching this search' }).click();
  await expect(page.getByText('All 102 users matching this search are selected')).toBeVisible();
  await page.getByRole('button', { name: 'Change balances' }).click();

  const dialog = page.getByRole('dialog', { name: 'Change balances' });
  await dialog.getByRole('radio', { name: 'Set to' }).check();
  await dialog.getByRole('textbox', { name: 'Amount (USD)' }).fill('75');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog).toContainText('Change the balance of 102 users by $7650.00 in total?');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toContainText('Balances changed: 102');
  await dialog.getByRole('button', { name: 'Close' }).click();

  const users = await usersMatching(tag);
  expect(users).toHaveLength(102);
  expect(users.every((user) => user.balance === 75)).toBe(true);
});

test('exports the users matching the search as users-YYYY-MM-DD.csv', async ({ page }) => {
  const { tag, students } = await taggedStudents(3);
  await signInToBackOffice(page, SUPPORT);
  await search(page, tag);
  await expect(page.getByText('Showing 1 - 3 of 3 users')).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^users-\d{4}-\d{2}-\d{2}\.csv$/);

  const lines = (await readFile(await file.path(), 'utf8')).trim().split(/\r?\n/);
  expect(lines).toHaveLength(1 + students.length);
  for (const student of students) {
    expect(lines.some((line) => line.includes(student.email))).toBe(true);
  }
});
