import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, registerStudent, test } from '../support/fixtures';
import { ADMIN, grant, signInToBackOffice, SUPPORT } from '../support/staff';

const searchBox = (page: Page) =>
  page.getByRole('textbox', { name: 'Search by ID, email or phone...' });

/** Opens a student's page from its row in the list (admin-phone.spec.ts: the eye icon). */
async function openUserPage(page: Page, email: string, id: number) {
  await searchBox(page).fill(email);
  await expect(page.getByText('Showing 1 - 1 of 1 users')).toBeVisible();
  await page.getByRole('row').filter({ hasText: email }).getByText(email).click();
  await expect(page).toHaveURL(new RegExp(`/admin/users/${id}/show$`));
}

test('the user page shows the profile and the ledger, payments and staff-action tabs', async ({
  page,
}) => {
  const student = await registerStudent();
  await grant(student.id, { balance: 120 });
  await signInToBackOffice(page, ADMIN);
  await openUserPage(page, student.email, student.id);
  const profile = page.getByRole('region', { name: 'Profile' });
  await expect(profile).toContainText(student.email);
  await expect(page.getByRole('region', { name: 'Account' })).toContainText('120.00');
  const ledger = page.getByRole('table', { name: 'Balance changes' });
  await expect(ledger).toContainText('+$120.00');
  await page.getByRole('tab', { name: 'Payments' }).click();
  await expect(page.getByText('No payments yet')).toBeVisible();
  await page.getByRole('tab', { name: 'Staff actions' }).click();
  await expect(page.getByRole('tabpanel')).toContainText(ADMIN.username);
});

test("support sees the ledger, payments and the user's staff actions, but not the editor", async ({
  page,
}) => {
  const student = await registerStudent();
  await grant(student.id, { balance: 120 });
  await signInToBackOffice(page, SUPPORT);
  await openUserPage(page, student.email, student.id);
  await expect(page.getByRole('tab', { name: 'Payments' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit account' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Staff actions' }).click();
  await expect(page.getByRole('tabpanel')).toContainText(ADMIN.username);
});

test('an admin edits the account; an e-mail another user has is refused on its field', async ({
  page,
}) => {
  const student = await registerStudent();
  const other = await registerStudent();
  await signInToBackOffice(page, ADMIN);
  await openUserPage(page, student.email, student.id);
  await page.getByRole('button', { name: 'Edit account' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Email' }).fill(other.email.toUpperCase());
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('A user with this email already exists')).toBeVisible();
  const fresh = `edited.${randomBytes(5).toString('hex')}@example.com`;
  await dialog.getByRole('textbox', { name: 'Email' }).fill(fresh);
  await dialog.getByRole('textbox', { name: 'First Name' }).fill('Vera');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name: 'Profile' })).toContainText(fresh);
  await page.getByRole('tab', { name: 'Staff actions' }).click();
  await expect(page.getByRole('tabpanel')).toContainText(fresh);
});

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width} px every column and row action shows without sideways scrolling`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const student = await registerStudent();
    await signInToBackOffice(page, ADMIN);
    await searchBox(page).fill(student.email);
    await expect(page.getByText('Showing 1 - 1 of 1 users')).toBeVisible();
    const overflow = await page.evaluate(() => {
      const wrappers = [
        document.scrollingElement,
        ...document.querySelectorAll('.RaDataTable-tableWrapper'),
      ];
      return wrappers.some(
        (element) => element !== null && element.scrollWidth > element.clientWidth + 1,
      );
    });
    expect(overflow).toBe(false);
    const row = page.getByRole('row').filter({ hasText: student.email });
    for (const action of ['Send password reset', 'Select course', 'Create overdraft', 'Delete']) {
      await expect(row.getByRole('button', { name: action })).toBeInViewport();
    }
    await expect(page.getByRole('columnheader', { name: 'Last Activity' })).toBeInViewport();
  });
}
