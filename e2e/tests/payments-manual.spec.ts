import type { Page } from '@playwright/test';
import type { ManualPayment, ManualPaymentRequest } from '@academy/contracts';
import { callApi } from '../support/api';
import { expect, test, type Student } from '../support/fixtures';
import { staffToken, SUPPORT } from '../support/staff';

/** A 1×1 PNG: the API judges a receipt by its content, not by its name. */
const RECEIPT_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const overlay = (page: Page) => page.getByRole('dialog');
const methods = (page: Page) => overlay(page).getByRole('list', { name: 'Payment methods' });
const accountSummary = (page: Page) => page.getByRole('region', { name: 'Your account' });
const paymentsTable = (page: Page) => page.getByRole('table', { name: 'Payments' });

/** A reference no other test (or run) has sent: the API refuses a method + reference twice. */
const uniqueReference = (prefix: string) =>
  `${prefix}${Date.now().toString(16)}${Math.random().toString(16).slice(2, 10)}`;

/** "I have paid" through the API, as the overlay sends it. */
async function sendManualPayment(
  student: Student,
  request: ManualPaymentRequest,
): Promise<ManualPayment> {
  const answer = await callApi('/payments/manual', {
    method: 'POST',
    body: request,
    studentToken: student.token,
  });
  expect(answer.status).toBe(201);
  return (await answer.json()) as ManualPayment;
}

/** A staff decision through the API, as the back office makes it. */
async function decide(paymentId: string, decision: 'confirm' | 'reject', reason?: string) {
  const answer = await callApi(`/admin/payments/${paymentId}/${decision}`, {
    method: 'POST',
    body: reason === undefined ? undefined : { reason },
    staffToken: await staffToken(SUPPORT),
  });
  expect(answer.ok).toBe(true);
}

test.describe('manual payments', () => {
  test('a student pays a tier with Crypto, sends the hash and a receipt, and sees it pending', async ({
    page,
    student,
    signIn,
  }) => {
    // The whole walk through the overlay, with two receipts, is a long test.
    test.slow();
    const hash = uniqueReference('0x');
    await signIn(student);
    await page.goto('/activate');
    await page
      .getByRole('article', { name: 'GOLD' })
      .getByRole('button', { name: 'Top Up' })
      .click();
    await methods(page).getByRole('button', { name: 'Crypto' }).click();
    await overlay(page).getByRole('button', { name: 'I have paid' }).click();
    await expect(overlay(page)).toHaveAccessibleName('I have paid');
    await expect(overlay(page)).toContainText('Tell us how you paid $250.00 for GOLD.');

    await overlay(page).getByRole('button', { name: 'Send' }).click();
    await expect(overlay(page)).toContainText('Choose the coin you sent.');
    await expect(
      overlay(page).getByRole('textbox', { name: 'Transaction hash' }),
    ).toHaveAccessibleDescription('Enter the transaction hash.');

    await overlay(page).getByRole('radio', { name: 'USDT (TRC20)' }).check();
    await overlay(page).getByRole('textbox', { name: 'Transaction hash' }).fill(hash);
    await overlay(page)
      .getByLabel('Attach a receipt')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(overlay(page).getByRole('alert')).toContainText(
      'the receipt must be a PNG or JPEG image or a PDF',
    );
    // The refused file stays named with its problem until another one replaces it.
    await overlay(page)
      .getByLabel('Choose another file')
      .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: RECEIPT_PNG });
    await expect(overlay(page).getByRole('alert')).toHaveCount(0);
    await overlay(page).getByRole('button', { name: 'Send' }).click();

    await expect(
      overlay(page).getByRole('heading', { name: 'Your payment is pending review' }),
    ).toBeVisible();
    await expect(overlay(page).getByText('Your receipt is attached.')).toBeVisible();
    // The product and its price above, then what was recorded: the amount and the reference.
    await expect(overlay(page).getByRole('definition')).toHaveText([
      'GOLD',
      '$250.00',
      '$250.00',
      hash,
    ]);
    await overlay(page).getByRole('button', { name: 'Close' }).click();
    await expect(overlay(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/activate$/);

    await page.goto('/settings');
    await expect(paymentsTable(page).getByRole('row')).toHaveCount(2);
    await expect(paymentsTable(page).getByRole('row').nth(1)).toContainText(
      new RegExp(`GOLD\\s*Crypto\\s*\\$250\\.00\\s*${hash}\\s*Awaiting review`),
    );
  });

  test("the same reference twice is refused with the server's message", async ({
    page,
    student,
    signIn,
  }) => {
    const order = uniqueReference('CN-');
    const request: ManualPaymentRequest = {
      method: 'coinumm',
      course: 'topup',
      price: 75,
      reference: order,
    };
    await sendManualPayment(student, request);
    const twice = await callApi('/payments/manual', {
      method: 'POST',
      body: request,
      studentToken: student.token,
    });
    expect(twice.status).toBe(409);
    const { message } = (await twice.json()) as { message: string };

    await signIn(student);
    await page.goto('/dashboard?course=topup&price=75');
    // The same top-up already waits for staff: the overlay asks before a second payment.
    await overlay(page).getByRole('button', { name: 'Pay again anyway' }).click();
    await methods(page).getByRole('button', { name: 'I have paid with Coinumm' }).click();
    await overlay(page).getByRole('textbox', { name: 'Coinumm order number' }).fill(order);
    await overlay(page).getByRole('button', { name: 'Send' }).click();
    await expect(overlay(page).getByRole('alert')).toHaveText(message);
    await expect(overlay(page).getByText('Your payment is pending review')).toHaveCount(0);
  });

  test('a confirmation shows on the dashboard once and gives the course', async ({
    page,
    student,
    signIn,
  }) => {
    const payment = await sendManualPayment(student, {
      method: 'crypto',
      course: 'platinum',
      reference: uniqueReference('0x'),
      coin: 'btc',
    });
    await signIn(student);
    await page.goto('/dashboard');
    await expect(accountSummary(page)).toContainText('No course');

    await decide(payment.id, 'confirm');
    const told = page.waitForResponse((response) =>
      response.url().endsWith(`/api/payments/${payment.id}/notice-seen`),
    );
    await page.reload();
    const notice = page.getByRole('status').filter({ hasText: 'was confirmed' });
    await expect(notice).toHaveText('Your payment of $500.00 for PLATINUM was confirmed.');
    await expect(accountSummary(page)).toContainText('PLATINUM');
    await expect(page.getByText('Account activation required')).toHaveCount(0);
    expect((await told).status()).toBe(204);

    await page.reload();
    await expect(accountSummary(page)).toContainText('PLATINUM');
    await expect(page.getByText(/was confirmed/)).toHaveCount(0);

    await page.goto('/settings');
    await expect(paymentsTable(page).getByRole('row').nth(1)).toContainText(
      /PLATINUM\s*Crypto\s*\$500\.00\s*0x\w+\s*Paid/,
    );
  });

  test('a rejection shows its reason on the dashboard and in the payments list', async ({
    page,
    student,
    signIn,
  }) => {
    const reason = 'No transfer from this sender reached our account.';
    const payment = await sendManualPayment(student, {
      method: 'p2p',
      course: 'topup',
      price: 120,
      reference: uniqueReference('Anna Petrova '),
    });
    await decide(payment.id, 'reject', reason);
    await signIn(student);
    await page.goto('/dashboard');

    const notice = page.getByRole('status').filter({ hasText: 'was rejected' });
    await expect(notice).toContainText('Your payment of $120.00 for Balance top-up was rejected.');
    await expect(notice).toContainText(`Reason: ${reason}`);
    await expect(accountSummary(page)).toContainText('0.00 USD');
    await notice.getByRole('button', { name: 'Close' }).click();
    await expect(notice).toHaveCount(0);

    await page.goto('/settings');
    const row = paymentsTable(page).getByRole('row').nth(1);
    await expect(row).toContainText(/Balance top-up\s*P2P\/IBAN\s*\$120\.00/);
    await expect(row).toContainText(`Rejected`);
    await expect(row).toContainText(`Reason: ${reason}`);

    await page.goto('/dashboard');
    await expect(accountSummary(page)).toBeVisible();
    await expect(page.getByText(/was rejected/)).toHaveCount(0);
  });
});
