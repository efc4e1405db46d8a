import { expect, type Page } from '@playwright/test';
import { academyApi, refusal } from './api';
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
  const { data, error, response } = await academyApi().POST('/api/admin/login', { body: account });
  // The accounts these tests sign in with have no second factor: a challenge is a refusal here.
  if (!data || !('token' in data)) throw refusal('staff login', response, error);
  return data.token;
}

/** Gives a student a course or a balance through the admin API, as staff would. */
export async function grant(
  studentId: number,
  change: { course: string } | { balance: number },
  account: StaffAccount = ADMIN,
): Promise<void> {
  const api = academyApi({ staffToken: await staffToken(account) });
  const params = { path: { id: studentId } };
  const { error, response } =
    'course' in change
      ? await api.PUT('/api/user/{id}/course', { params, body: change })
      : await api.PUT('/api/user/{id}/balance', { params, body: change });
  const field = 'course' in change ? 'course' : 'balance';
  if (error) throw refusal(`changing ${field}`, response, error);
}
