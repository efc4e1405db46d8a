import type { Browser, Page } from '@playwright/test';
import { expect, isPhone, PHONE, test } from '../support/fixtures';
import {
  chooseCryptoForTier,
  findPayment,
  openPayments,
  uniqueReference,
} from '../support/payments';
import { ADMIN, SUPPORT } from '../support/staff';

/** A browser of its own for a staff member, the size of the student's. */
async function staffWindow(browser: Browser, studentPage: Page): Promise<Page> {
  const context = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    viewport: studentPage.viewportSize(),
  });
  return context.newPage();
}

test(
  'a Crypto payment goes from the student to support and back, and an admin refunds it',
  { tag: PHONE },
  async ({ page, browser, student, signIn }) => {
    // Three sign-ins across both apps: the longest walk the product has.
    test.slow();
    const hash = uniqueReference('0xflow');
    const account = page.getByRole('region', { name: 'Your account' });

    await signIn(student);
    const overlay = await chooseCryptoForTier(page, 'GOLD');
    await overlay.getByRole('button', { name: 'I have paid' }).click();
    await overlay.getByRole('radio', { name: 'USDT (TRC20)' }).check();
    await overlay.getByRole('textbox', { name: 'Transaction hash' }).fill(hash);
    await overlay.getByRole('button', { name: 'Send' }).click();
    await expect(
      overlay.getByRole('heading', { name: 'Your payment is pending review' }),
    ).toBeVisible();
    await overlay.getByRole('button', { name: 'Close' }).click();

    const desk = await staffWindow(browser, page);
    await openPayments(desk, SUPPORT);
    const pending = await findPayment(desk, hash);
    await expect(pending).toContainText('Pending');
    await pending.getByRole('button', { name: 'Confirm' }).click();
    await desk
      .getByRole('dialog', { name: 'Confirm payment' })
      .getByRole('button', { name: 'Confirm' })
      .click();
    await expect(desk.getByText('Payment confirmed')).toBeVisible();

    await page.goto('/dashboard');
    await expect(page.getByRole('status').filter({ hasText: 'was confirmed' })).toHaveText(
      'Your payment of $250.00 for GOLD was confirmed.',
    );
    await expect(account).toContainText('GOLD');

    const adminDesk = await staffWindow(browser, page);
    await openPayments(adminDesk, ADMIN);
    const paid = await findPayment(adminDesk, hash);
    await paid.getByRole('button', { name: 'Refund' }).click();
    const refund = adminDesk.getByRole('dialog', { name: 'Refund payment' });
    await refund.getByRole('textbox', { name: 'Reason' }).fill('The student changed their mind');
    await refund.getByRole('button', { name: 'Refund' }).click();
    await expect(adminDesk.getByText('Payment refunded')).toBeVisible();

    await page.reload();
    await expect(account).toContainText('No course');
    await page.goto('/settings');
    // A phone lists the payments as cards, the status first.
    if (isPhone(page)) {
      await expect(
        page.getByRole('list', { name: 'Payments' }).getByRole('listitem').first(),
      ).toContainText(/Refunded\s*\$250\.00.*GOLD · Crypto/);
    } else {
      await expect(
        page.getByRole('table', { name: 'Payments' }).getByRole('row').nth(1),
      ).toContainText(/GOLD\s*Crypto\s*\$250\.00\s*0xflow\S*\s*Refunded/);
    }
    await desk.context().close();
    await adminDesk.context().close();
  },
);
