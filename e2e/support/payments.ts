import { expect, type Locator, type Page } from '@playwright/test';
import type { ManualPayment, ManualPaymentRequest } from '@academy/contracts';
import { callApi } from './api';
import { isPhone, type Student } from './fixtures';
import { signInToBackOffice, type StaffAccount } from './staff';

/** A payment reference no other test, worker or run uses: the API refuses one twice. */
export const uniqueReference = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

/** Signs staff in and opens the Payments resource (from the menu, or its address on a phone). */
export async function openPayments(page: Page, account: StaffAccount): Promise<void> {
  await signInToBackOffice(page, account);
  if (isPhone(page)) {
    await page.goto('/admin/payments');
  } else {
    await page.getByRole('menuitem', { name: 'Payments' }).click();
  }
  await expect(page).toHaveURL(/\/admin\/payments/);
}

/**
 * Narrows the list to one payment by its reference, whatever its status (the list opens on the
 * pending queue); returns its row (or stacked entry on phones).
 */
export async function findPayment(page: Page, reference: string): Promise<Locator> {
  await page.goto(`/admin/payments?filter=${encodeURIComponent(JSON.stringify({ q: reference }))}`);
  await expect(page.getByRole('textbox', { name: 'Search by reference or email...' })).toHaveValue(
    reference,
  );
  const entry = page.locator('tr, li').filter({ hasText: reference });
  await expect(entry).toHaveCount(1);
  return entry;
}

/**
 * Opens /activate (on `baseUrl`, or the shared product's), buys the tier with Top Up and chooses
 * Crypto in the payment overlay, which it returns.
 */
export async function chooseCryptoForTier(
  page: Page,
  tier: string,
  baseUrl = '',
): Promise<Locator> {
  const overlay = page.getByRole('dialog');
  await page.goto(`${baseUrl}/activate`);
  await page.getByRole('article', { name: tier }).getByRole('button', { name: 'Top Up' }).click();
  await overlay
    .getByRole('list', { name: 'Payment methods' })
    .getByRole('button', { name: 'Crypto' })
    .click();
  return overlay;
}

/** "I have paid" through the student API, as the payment overlay sends it. */
export async function payManually(
  student: Student,
  request: Partial<ManualPaymentRequest> = {},
): Promise<ManualPayment> {
  const body: ManualPaymentRequest = {
    method: 'crypto',
    course: 'gold',
    reference: uniqueReference('0xE2E'),
    coin: 'usdt-trc20',
    ...request,
  };
  const response = await callApi('/payments/manual', {
    method: 'POST',
    body,
    studentToken: student.token,
  });
  if (response.status !== 201) throw new Error(`manual payment failed: ${response.status}`);
  return (await response.json()) as ManualPayment;
}
