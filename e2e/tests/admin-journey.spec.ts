import type { Page } from '@playwright/test';
import type { AuditEntry, PendingPaymentsSummary } from '@academy/contracts';
import { callApi } from '../support/api';
import { switchBackOffice } from '../support/back-office-settings';
import { expect, registerStudent, test } from '../support/fixtures';
import { payManually } from '../support/payments';
import { ADMIN, SUPPORT, signInToBackOffice, staffToken } from '../support/staff';

/*
 * The support agent's day: the dashboard and its pending queue, a balance change that must say
 * why, and the frame on a phone.
 */

const pendingCard = (page: Page) => page.getByRole('region', { name: 'Pending payments' });

async function pendingNow(): Promise<number> {
  const response = await callApi('/admin/dashboard/pending', {
    staffToken: await staffToken(SUPPORT),
  });
  return ((await response.json()) as PendingPaymentsSummary).count;
}

/** The count the dashboard shows, grouped the English way ('1,204'). */
async function shownCount(page: Page): Promise<number> {
  const text = await pendingCard(page).getByRole('paragraph').first().textContent();
  return Number((text ?? '').replace(/,/g, ''));
}

test("the dashboard's pending count rises when a payment is sent and falls when it is confirmed", async ({
  page,
}) => {
  const student = await registerStudent();
  await signInToBackOffice(page, SUPPORT);
  await page.getByRole('menuitem', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(pendingCard(page)).toBeVisible();
  const before = await shownCount(page);

  const payment = await payManually(student, { course: 'topup', price: 75 });
  await page.reload();
  await expect.poll(() => shownCount(page)).toBe(before + 1);
  await expect(pendingCard(page)).toContainText(/Oldest sent/);
  await expect(page.getByRole('menuitem', { name: 'Payments' })).toHaveAttribute(
    'aria-description',
    /pending payment/,
  );

  await pendingCard(page).getByRole('link', { name: 'Open the queue' }).click();
  await expect(page).toHaveURL(/\/admin\/payments\?filter=.*pending.*order=ASC/);
  await expect(page.locator('tr').filter({ hasText: payment.reference })).toHaveCount(1);

  const confirmed = await callApi(`/admin/payments/${payment.id}/confirm`, {
    method: 'POST',
    body: {},
    staffToken: await staffToken(SUPPORT),
  });
  expect(confirmed.ok).toBe(true);
  await page.getByRole('menuitem', { name: 'Dashboard' }).click();
  await expect.poll(() => shownCount(page)).toBe(await pendingNow());
});

test('a balance change is refused without a reason, and its reason is kept in the audit', async ({
  page,
}) => {
  const student = await registerStudent();
  await signInToBackOffice(page, ADMIN);
  await page.getByRole('textbox', { name: 'Search by ID, email or phone...' }).fill(student.email);
  const row = page.locator('tr').filter({ hasText: student.email });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Change balance' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Balance (USD)' }).fill('1344414.71');
  const save = dialog.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('   ');
  await expect(save).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Compensation for the outage');
  await save.click();
  await expect(dialog).toHaveCount(0);
  await expect(row).toContainText('1,344,414.71');

  const audit = await callApi(`/admin/users/${student.id}/audit`, {
    staffToken: await staffToken(ADMIN),
  });
  const [entry] = (await audit.json()) as AuditEntry[];
  expect(entry.after).toEqual({ balance: 1344414.71, reason: 'Compensation for the outage' });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  for (const [locale, title, logout] of [
    ['en', 'Users', 'Logout'],
    ['ru', 'Пользователи', 'Выйти'],
  ] as const) {
    test(`keeps the page title and the account menu with ${logout} in reach (${locale})`, async ({
      page,
    }) => {
      await signInToBackOffice(page, ADMIN);
      await switchBackOffice(page, locale);
      const heading = page.getByRole('heading', { level: 1, name: title });
      await expect(heading).toBeVisible();
      const box = await heading.boundingBox();
      expect(box?.width ?? 0).toBeGreaterThan(40);
      const menuButton = page.getByRole('button', {
        name: locale === 'en' ? 'Profile' : 'Профиль',
      });
      await expect(menuButton).toBeInViewport({ ratio: 1 });
      await menuButton.click();
      await expect(page.getByRole('menuitem', { name: logout })).toBeVisible();
    });
  }
});
