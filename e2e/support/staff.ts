import { expect, type Page } from '@playwright/test';
import { ADMIN } from './global-setup';

export interface StaffAccount {
  username: string;
  password: string;
}

export const apiUrl = (path: string) => `${process.env.E2E_BASE_URL}/api${path}`;

/** Signs in through the back office's login form and waits for the users list. */
export async function signInToBackOffice(page: Page, account: StaffAccount): Promise<void> {
  await page.goto('/admin/login');
  await page.getByRole('textbox', { name: /username/i }).fill(account.username);
  await page.getByRole('textbox', { name: /password/i }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
}

/** A staff token from POST /api/admin/login, for calls a test makes itself. */
export async function staffToken(account: StaffAccount): Promise<string> {
  const response = await fetch(apiUrl('/admin/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (!response.ok) throw new Error(`staff login failed: ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

/** Gives a student a course or a balance through the admin API, as staff would. */
export async function grant(
  studentId: number,
  change: { course: string } | { balance: number },
): Promise<void> {
  const field = 'course' in change ? 'course' : 'balance';
  const response = await fetch(apiUrl(`/user/${studentId}/${field}`), {
    method: 'PUT',
    headers: {
      authorization: `Bearer ${await staffToken(ADMIN)}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(change),
  });
  if (response.status !== 200) throw new Error(`changing ${field} failed: ${response.status}`);
}
