import type { Page } from '@playwright/test';
import { expect, registerStudent, test } from '../support/fixtures';
import { ADMIN, SUPPORT, type StaffAccount, signInToBackOffice } from '../support/staff';

type SummaryAnswer = { totalBalance: number };

/** Signs in and narrows the list to this one student. */
async function findStudent(page: Page, account: StaffAccount, email: string) {
  await signInToBackOffice(page, account);
  await page.getByPlaceholder('Search by ID, email or phone...').fill(email);
  await expect(page.getByText('Showing 1 - 1 of 1 users')).toBeVisible();
  return page.getByRole('row').filter({ hasText: email });
}

const summaryAnswer = (page: Page) =>
  page.waitForResponse(
    (response) => response.url().endsWith('/api/admin/stats/summary') && response.ok(),
  );

test('the balance dialog changes a balance by the difference, and the Total Balance tile follows', async ({
  page,
}) => {
  const student = await registerStudent();
  const row = await findStudent(page, ADMIN, student.email);
  await row.getByRole('button', { name: 'Change balance' }).click();

  const dialog = page.getByRole('dialog', { name: `Change balance of user ${student.id}` });
  const amount = dialog.getByRole('textbox', { name: 'Balance (USD)' });
  await expect(amount).toHaveValue('0.00');
  await amount.fill('12.345');
  await expect(dialog.getByText('at most two decimals')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();

  await amount.fill('250.75');
  // A change needs a reason, kept in the ledger and the audit.
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Webinar bonus');
  const balanceCall = page.waitForRequest((request) =>
    request.url().endsWith('/balance-adjustments'),
  );
  const freshSummary = summaryAnswer(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  expect((await balanceCall).postDataJSON()).toEqual({ amount: 250.75, reason: 'Webinar bonus' });
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('250.75');

  // The tiles were asked again after the change and show the new total.
  const { totalBalance } = (await (await freshSummary).json()) as SummaryAnswer;
  expect(totalBalance).toBeGreaterThanOrEqual(250.75);
  await expect(page.getByRole('figure', { name: 'Total Balance' }).locator('p')).toHaveText(
    totalBalance.toLocaleString('en-US', { style: 'currency', currency: 'USD' }),
  );
});

test('Cancel leaves the balance alone', async ({ page }) => {
  const student = await registerStudent();
  const row = await findStudent(page, SUPPORT, student.email);
  await row.getByRole('button', { name: 'Change balance' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Balance (USD)' }).fill('99');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('0.00');
  await row.getByRole('button', { name: 'Change balance' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Balance (USD)' })).toHaveValue('0.00');
});

test('a course preset saves at once; a custom course needs a name', async ({ page }) => {
  const student = await registerStudent();
  const row = await findStudent(page, ADMIN, student.email);
  await expect(row).toContainText('No Course');

  await row.getByRole('button', { name: 'Select course' }).click();
  const dialog = page.getByRole('dialog', { name: `Select course for user ${student.id}` });
  await dialog.getByRole('button', { name: 'GOLD' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('GOLD');

  await row.getByRole('button', { name: 'Select course' }).click();
  await dialog.getByRole('button', { name: 'Custom Option' }).click();
  const save = dialog.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Course name' }).fill('   ');
  await expect(save).toBeDisabled();
  await dialog.getByRole('button', { name: 'Back' }).click();
  await expect(dialog.getByRole('button', { name: 'PLATINUM' })).toBeVisible();

  await dialog.getByRole('button', { name: 'Custom Option' }).click();
  await dialog.getByRole('textbox', { name: 'Course name' }).fill('VIP Mentoring');
  await save.click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('VIP Mentoring');
});

test('delete asks first, then removes the user from the list', async ({ page }) => {
  const student = await registerStudent();
  const row = await findStudent(page, ADMIN, student.email);

  await row.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Are you sure you want to delete this user?');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: 'Delete' }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(row).toHaveCount(0);
  await expect(page.getByText('Showing 0 - 0 of 0 users')).toBeVisible();
});

test('support staff create an overdraft after confirming', async ({ page }) => {
  const student = await registerStudent();
  const row = await findStudent(page, SUPPORT, student.email);
  await row.getByRole('button', { name: 'Create overdraft' }).click();
  const dialog = page.getByRole('dialog', { name: `Create overdraft for user ${student.id}` });
  await dialog.getByRole('button', { name: 'Create overdraft' }).click();
  await expect(dialog).toBeHidden();

  // The trial's state is on the user page; the row shows the deposit and the button gone.
  await expect(row).toContainText('500.00');
  await expect(row.getByRole('button', { name: 'Create overdraft' })).toHaveCount(0);
});

test('support staff see neither Delete nor Select course', async ({ page }) => {
  const student = await registerStudent();
  const row = await findStudent(page, SUPPORT, student.email);
  await expect(row.getByRole('button', { name: 'Change balance' })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Send password reset' })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Create overdraft' })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await expect(row.getByRole('button', { name: 'Select course' })).toHaveCount(0);
});
