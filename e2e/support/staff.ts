import { expect, type Page } from '@playwright/test';
import { callApi } from './api';
import { ADMIN, SUPPORT } from './global-setup';

// global-setup creates these accounts before the product starts; tests take them from here.
export { ADMIN, SUPPORT };

export interface StaffAccount {
  username: string;
  password: string;
}

/** Types the account into the back office's login form, without submitting it. */
export async function fillStaffLogin(page: Page, account: StaffAccount): Promise<void> {
  await page.getByRole('textbox', { name: 'Username' }).fill(account.username);
  await page.getByRole('textbox', { name: 'Password' }).fill(account.password);
}

/**
 * Signs in through the back office's login form and waits until the users list has loaded its
 * first page, so that a search typed next is not raced by that first load.
 */
export async function signInToBackOffice(page: Page, account: StaffAccount): Promise<void> {
  await page.goto('/admin/login');
  await fillStaffLogin(page, account);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  // Before any student registers, the list says it is empty instead of counting its rows.
  // A first page of 100 rows takes a while to render on a busy machine.
  await expect(
    page.getByText(/^Showing \d+ - \d+ of \d+ users$/).or(page.getByText(/^No users yet\.$/i)),
  ).toBeVisible({ timeout: 20_000 });
}

/** A staff token from POST /api/admin/login, for calls a test makes itself. */
export async function staffToken(account: StaffAccount): Promise<string> {
  const response = await callApi('/admin/login', { method: 'POST', body: account });
  if (!response.ok) throw new Error(`staff login failed: ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

/** Gives a student a course or a balance through the admin API, as staff would. */
export async function grant(
  studentId: number,
  change: { course: string } | { balance: number },
  account: StaffAccount = ADMIN,
): Promise<void> {
  const field = 'course' in change ? 'course' : 'balance';
  const response = await callApi(`/user/${studentId}/${field}`, {
    method: 'PUT',
    body: change,
    staffToken: await staffToken(account),
  });
  if (response.status !== 200) throw new Error(`changing ${field} failed: ${response.status}`);
}
