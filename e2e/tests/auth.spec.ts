import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { newestMailedLink } from '../support/outbox';

const NEW_PASSWORD = 'N3w!password';

async function requestReset(page: Page, email: string) {
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset Password' });
  await dialog.getByPlaceholder('Enter your email').fill(email);
  await dialog.getByRole('button', { name: 'Reset Password' }).click();
  await expect(dialog).toBeHidden();
}

// The login fields are required, so their labels end in an asterisk.
async function signInWith(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test('the login page greets the visitor, shows the logo and links to registration', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Welcome back!' })).toBeVisible();
  await expect(page.getByText('Your path to successful trading')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Trading Academy website' })).toBeVisible();
  await page.getByRole('link', { name: "Don't have an account? Register" }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
});

test('a wrong password shows the server message, which typing clears; the right one signs in', async ({
  page,
  student,
}) => {
  await page.goto('/login');
  await signInWith(page, student.email, 'Wr0ng!password');
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');

  const password = page.getByLabel(/^Password/);
  await password.fill(student.password);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Hide password' }).click();
  await expect(password).toHaveAttribute('type', 'password');

  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('forgot password: the modal sends the mail, then the page confirms it for 3 seconds', async ({
  page,
  student,
}) => {
  await page.goto('/login');
  await requestReset(page, student.email);
  const notice = page.getByText('Password reset instructions sent to your email');
  await expect(notice).toBeVisible();
  await expect(notice).toBeHidden({ timeout: 6_000 });

  // Reopened, the e-mail is empty; Cancel and the close control both dismiss it.
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset Password' });
  await expect(dialog.getByPlaceholder('Enter your email')).toHaveValue('');
  await dialog.getByPlaceholder('Enter your email').fill(student.email);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(dialog.getByPlaceholder('Enter your email')).toHaveValue('');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test('the mailed reset link sets a new password that then signs in', async ({ page, student }) => {
  await page.goto('/login');
  await requestReset(page, student.email);
  await expect(page.getByText('Password reset instructions sent to your email')).toBeVisible();

  let link: string | undefined;
  await expect.poll(() => (link = newestMailedLink(student.email, '/reset-password'))).toBeTruthy();
  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();

  const newPassword = page.getByLabel('New password', { exact: true });
  const confirm = page.getByLabel('Confirm new password', { exact: true });
  await newPassword.fill('short');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(newPassword).toHaveAccessibleDescription(
    'Password must be at least 8 characters long',
  );
  await expect(confirm).toHaveAccessibleDescription('Please confirm your password');

  await newPassword.fill(NEW_PASSWORD);
  await confirm.fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(
    page.getByText('Your password has been changed. You can now sign in.'),
  ).toBeVisible();

  await page.getByRole('link', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signInWith(page, student.email, student.password);
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  await page.getByLabel(/^Password/).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the reset page tells an unknown link and a link without a token', async ({ page }) => {
  await page.goto(`/reset-password?token=${'x'.repeat(43)}`);
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('This password reset link is invalid or has expired')).toBeVisible();

  await page.goto('/reset-password');
  await expect(page.getByText(/This password reset link is invalid\./)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save new password' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);
});
