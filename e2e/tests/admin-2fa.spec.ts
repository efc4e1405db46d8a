import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { generate } from 'otplib';
import { callApi } from '../support/api';
import { expect, PHONE, test } from '../support/fixtures';
import { ADMIN, fillStaffLogin, staffToken, type StaffAccount } from '../support/staff';

const PERIOD_SECONDS = 30;

/** The code an authenticator app shows for `secret`, `steps` periods from now. */
const codeFor = (secret: string, steps = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * PERIOD_SECONDS });

async function newStaffAccount(): Promise<StaffAccount> {
  const account = {
    username: `e2e.2fa.${randomBytes(4).toString('hex')}`,
    password: 'a-long-two-factor-password',
  };
  const created = await callApi('/admin/staff', {
    method: 'POST',
    body: { ...account, role: 'support' },
    staffToken: await staffToken(ADMIN),
  });
  expect(created.status).toBe(201);
  return account;
}

async function signOut(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
}

/** Username and password, then the second step with `code`. */
async function signInWithCode(page: Page, account: StaffAccount, code: string): Promise<void> {
  await page.goto('/admin/login');
  await fillStaffLogin(page, account);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Authentication code' }).fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
}

test(
  'staff enrol in two-factor sign-in, sign in with a code, and use a recovery code once',
  { tag: PHONE },
  async ({ page }) => {
    const account = await newStaffAccount();
    await page.goto('/admin/login');
    await fillStaffLogin(page, account);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/admin\/users$/);

    // Enrol: the QR code and the key, "scanned" by reading the key.
    await page.getByRole('banner').getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitem', { name: 'Two-factor sign-in' }).click();
    await expect(page).toHaveURL(/\/admin\/two-factor$/);
    await page.getByRole('button', { name: 'Set up' }).click();
    await expect(
      page.getByRole('img', { name: 'QR code for the authenticator app' }),
    ).toBeVisible();
    const secret = await page.getByTestId('two-factor-secret').getAttribute('data-secret');
    expect(secret).toMatch(/^[A-Z2-7]+$/);
    await page.getByRole('textbox', { name: 'Code' }).fill(await codeFor(secret!, -1));
    await page.getByRole('button', { name: 'Turn on' }).click();
    const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    const recoveryCode = (await codes.first().textContent())!;
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await expect(page.getByText('Two-factor sign-in is on. 10 recovery codes left.')).toBeVisible();

    // Logout ends the session on the API: the token it held is refused from now on.
    const token = await page.evaluate(
      () => (JSON.parse(localStorage.getItem('adminToken') ?? '{}') as { token?: string }).token,
    );
    await signOut(page);
    expect((await callApi('/admin/2fa', { staffToken: token })).status).toBe(401);

    // The password alone gives no token; the code from the app does.
    await signInWithCode(page, account, await codeFor(secret!));
    await expect(page).toHaveURL(/\/admin\/users$/);
    await signOut(page);

    // A recovery code signs in once.
    await signInWithCode(page, account, recoveryCode);
    await expect(page).toHaveURL(/\/admin\/users$/);
    await signOut(page);
    await signInWithCode(page, account, recoveryCode);
    await expect(page.getByText('Invalid authentication code')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login$/);
  },
);
