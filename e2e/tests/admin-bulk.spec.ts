import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import type { BulkBalanceJob } from '@academy/contracts';
import { expect, registerStudent, test, type Student } from '../support/fixtures';
import { callApi } from '../support/api';
import { ADMIN, SUPPORT, signInToBackOffice, staffToken } from '../support/staff';

// One worker on the server runs the bulk jobs one after another: this file's tests wait for none
// of each other's jobs when they run in turn.
test.describe.configure({ mode: 'serial' });

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

test.describe('on the wide table', () => {
  test('support staff add $50 to three selected students after a confirmation', async ({
    page,
  }) => {
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
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Webinar bonus');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog).toContainText('Change the balance of 3 users by $150.00 in total?');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    // The change runs in the background: the dialog follows it to its summary.
    await expect(
      dialog.getByRole('progressbar').or(dialog.getByText('Balances changed: 3')),
    ).toBeVisible();
    await expect(dialog).toContainText('Balances changed: 3', { timeout: 15_000 });
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
    // A hundred rows take a busy machine's browser as long to draw as the first list does.
    await expect(page.getByText('Showing 1 - 100 of 102 users')).toBeVisible({ timeout: 20_000 });

    await page.getByRole('checkbox', { name: 'Select all' }).check();
    await page.getByRole('button', { name: 'Select all 102 users matching this search' }).click();
    await expect(page.getByText('All 102 users matching this search are selected')).toBeVisible();
    await page.getByRole('button', { name: 'Change balances' }).click();

    const dialog = page.getByRole('dialog', { name: 'Change balances' });
    await dialog.getByRole('radio', { name: 'Set to' }).check();
    await dialog.getByRole('textbox', { name: 'Amount (USD)' }).fill('75');
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Course price correction');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog).toContainText('Change the balance of 102 users by $7,650.00 in total?');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog).toContainText('Balances changed: 102', { timeout: 30_000 });
    await expect(dialog).not.toContainText('Not changed');
    await dialog.getByRole('button', { name: 'Close' }).click();

    const users = await usersMatching(tag);
    expect(users).toHaveLength(102);
    expect(users.every((user) => user.balance === 75)).toBe(true);
  });
});

/** Ids that match no user: each is reported as refused, one at a time, which keeps a job busy. */
function unknownIds(count: number): number[] {
  // Far above the ids of this run's students, below the largest id the API takes (2^31 - 1).
  const from = 1_000_000_000 + randomBytes(2).readUInt16BE(0) * 10_000;
  return Array.from({ length: count }, (_, index) => from + index);
}

async function jobOf(id: string, token: string): Promise<BulkBalanceJob> {
  const response = await callApi(`/admin/users/bulk-balance/jobs/${id}`, { staffToken: token });
  expect(response.status).toBe(200);
  return (await response.json()) as BulkBalanceJob;
}

test('a running change is found again after a reload, shows its progress and can be stopped', async ({
  page,
}, testInfo) => {
  test.slow();
  // The two viewports run side by side: each starts its job as another staff member, so that each
  // finds its own banner.
  const staff = testInfo.project.name === 'phone' ? ADMIN : SUPPORT;
  const token = await staffToken(staff);
  const { tag, students } = await taggedStudents(2);
  const ids = [...students.map((student) => student.id), ...unknownIds(9_998)];
  // Signed in before the change starts: on a busy machine a sign-in can outlast the whole change.
  await signInToBackOffice(page, staff);
  const started = await callApi('/admin/users/bulk-balance', {
    method: 'POST',
    staffToken: token,
    body: { ids, mode: 'add', amount: 5 },
  });
  expect(started.status).toBe(202);
  const job = (await started.json()) as BulkBalanceJob;
  expect(started.headers.get('location')).toBe(`/api/admin/users/bulk-balance/jobs/${job.id}`);

  const banner = page
    .getByRole('alert')
    .filter({ hasText: `A balance change started by ${staff.username} is running` });
  await page.reload();
  await expect(banner).toBeVisible({ timeout: 20_000 });
  await page.reload();
  await expect(banner).toBeVisible({ timeout: 20_000 });
  await banner.getByRole('button', { name: 'Show progress' }).click();

  const dialog = page.getByRole('dialog', { name: 'Change balances' });
  await expect(dialog.getByRole('progressbar')).toBeVisible();
  // The worker reports after each batch of users; wait for a first one.
  await expect(dialog).toContainText(/Changing balances: \d+% \([1-9]\d* of 10000\)/, {
    timeout: 30_000,
  });
  await dialog.getByRole('button', { name: 'Stop the change' }).click();
  await expect(dialog).toContainText('Stop the change? The balances changed so far stay changed');
  await dialog.getByRole('button', { name: 'Stop the change' }).click();

  await expect(dialog).toContainText(
    'The change was stopped; the balances changed before it stay changed.',
  );
  await expect(dialog).toContainText('Balances changed: 2');
  await expect(dialog).toContainText(`User ${ids[2]}: no such user, or the user was deleted`);
  const stopped = await jobOf(job.id, token);
  expect(stopped).toMatchObject({ status: 'cancelled', succeeded: 2 });
  expect(stopped.refused).toBeGreaterThan(0);
  expect(stopped.refused).toBeLessThan(9_998);
  await expect(dialog).toContainText(`Not changed: ${stopped.refused}`);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(banner).toBeHidden();

  const balances = new Map((await usersMatching(tag)).map((user) => [user.id, user.balance]));
  expect(students.map((student) => balances.get(student.id))).toEqual([5, 5]);
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
  // The browser follows the signed link itself and streams the file to disk: no Blob in the page.
  expect(file.url()).toMatch(/\/api\/admin\/users\/signed-export\.csv\?/);

  const lines = (await readFile(await file.path(), 'utf8')).trim().split(/\r?\n/);
  expect(lines).toHaveLength(1 + students.length);
  for (const student of students) {
    expect(lines.some((line) => line.includes(student.email))).toBe(true);
  }
});
