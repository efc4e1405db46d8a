import type { Page } from '@playwright/test';
import { callApi } from '../support/api';
import { expect, PHONE, test } from '../support/fixtures';
import { ADMIN, signInToBackOffice } from '../support/staff';

const uniqueCode = () => `E2E${Date.now().toString(36).toUpperCase()}`;

/** Staff create a 20 % code for GOLD, for at most 5 uses, through the back office's form. */
async function createCode(page: Page, code: string) {
  await signInToBackOffice(page, ADMIN);
  await page.goto('/admin/promo-codes/create');
  await page.getByRole('textbox', { name: 'Code' }).fill(code);
  await page.getByRole('spinbutton', { name: 'Value' }).fill('20');
  await page.getByRole('spinbutton', { name: 'Uses at most' }).fill('5');
  await page.getByRole('checkbox', { name: 'GOLD' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(code).first()).toBeVisible();
}

test(
  'staff create a code, a student pays for GOLD with it at the new price and staff see its use',
  { tag: PHONE },
  async ({ page, browser, student, signIn }) => {
    const code = uniqueCode();
    const staffContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const staffPage = await staffContext.newPage();
    try {
      await createCode(staffPage, code);

      await signIn(student);
      await page.goto('/activate');
      await page
        .getByRole('article', { name: 'GOLD' })
        .getByRole('button', { name: 'Top Up' })
        .click();
      const overlay = page.getByRole('dialog');
      await overlay.getByRole('textbox', { name: 'Promo code' }).fill(code.toLowerCase());
      await overlay.getByRole('button', { name: 'Apply' }).click();
      await expect(overlay.getByRole('status')).toContainText(
        `Code ${code} applied: $50.00 off, you pay $200.00.`,
      );
      await overlay
        .getByRole('list', { name: 'Payment methods' })
        .getByRole('button', { name: 'Card', exact: true })
        .click();
      await overlay.getByRole('button', { name: 'Pay with Stripe' }).click();
      await expect(page.getByRole('heading', { name: 'Test checkout' })).toBeVisible();
      await expect(page.getByText('$200.00').first()).toBeVisible();
      await page.getByRole('button', { name: 'Pay' }).click();
      await expect(page).toHaveURL(/\/dashboard\?payment=success$/);
      const me = await callApi('/user', { studentToken: student.token });
      expect(((await me.json()) as { data: { course: string } }).data.course).toBe('GOLD');

      await staffPage.goto('/admin/promo-codes');
      const row = staffPage.getByRole('row').filter({ hasText: code });
      await expect(row).toContainText('1 of 5');
      await expect(row).toContainText('$200.00');
      await expect(row).toContainText('$50.00');
    } finally {
      await staffContext.close();
    }
  },
);
