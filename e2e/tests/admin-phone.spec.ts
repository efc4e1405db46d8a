import type { Page } from '@playwright/test';
import { callApi } from '../support/api';
import { expect, PHONE, registerStudent, test } from '../support/fixtures';
import { findPayment, openPayments, payManually } from '../support/payments';
import { ADMIN, grant, signInToBackOffice, SUPPORT } from '../support/staff';

/*
 * The back office on a phone. What staff can do is checked at a desktop in the other admin-*
 * files; this file, run on the phone viewport only, checks what a phone changes: the slide-in
 * menu, the stacked lists and the actions on them.
 */

const searchBox = (page: Page) =>
  page.getByRole('textbox', { name: 'Search by ID, email or phone...' });

const pageWidthOverflows = (page: Page) =>
  page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1,
  );

test(
  'the users are a stacked list with the actions one tap away',
  { tag: PHONE },
  async ({ page }) => {
    const student = await registerStudent();
    await signInToBackOffice(page, ADMIN);
    await searchBox(page).fill(student.email);
    const entry = page.getByRole('listitem').filter({ hasText: student.email });
    await expect(entry).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(entry.getByRole('button', { name: 'Send password reset' })).toBeVisible();
    await expect(entry.getByRole('link', { name: `Open user ${student.id}` })).toBeVisible();
    expect(await pageWidthOverflows(page)).toBe(false);
  },
);

test(
  "the eye icon opens a student's page with the profile and the ledger",
  { tag: PHONE },
  async ({ page }) => {
    const student = await registerStudent();
    await grant(student.id, { balance: 120 });
    await signInToBackOffice(page, SUPPORT);
    await searchBox(page).fill(student.email);
    await expect(page.getByText('Showing 1 - 1 of 1 users')).toBeVisible();
    await page.getByRole('link', { name: `Open user ${student.id}` }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/users/${student.id}/show$`));
    await expect(page.getByRole('region', { name: 'Profile' })).toContainText(student.email);
    await expect(page.getByRole('table', { name: 'Balance changes' })).toContainText('+$120.00');
    expect(await pageWidthOverflows(page)).toBe(false);
  },
);

test(
  "the menu slides in from its button and leads to each of an admin's pages",
  { tag: PHONE },
  async ({ page }) => {
    await signInToBackOffice(page, ADMIN);
    const pages: [string, RegExp][] = [
      ['Statistics', /\/admin\/statistics$/],
      ['Payments', /\/admin\/payments/],
      ['Audit', /\/admin\/audit/],
      ['API keys', /\/admin\/api-keys/],
      ['Webhooks', /\/admin\/webhooks/],
      ['Users', /\/admin\/users/],
    ];
    for (const [name, address] of pages) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('menuitem', { name, exact: true }).click();
      await expect(page).toHaveURL(address);
      // Choosing a page closes the drawer, so the page underneath takes the taps.
      await expect(page.getByRole('menuitem', { name, exact: true })).toBeHidden();
    }
  },
);

test(
  'support confirms a pending payment from its stacked entry',
  { tag: PHONE },
  async ({ page }) => {
    const student = await registerStudent();
    const payment = await payManually(student);
    await openPayments(page, SUPPORT);
    const entry = await findPayment(page, payment.reference);
    await expect(page.getByRole('table')).toHaveCount(0);

    await entry.getByRole('button', { name: 'Confirm' }).click();
    await page
      .getByRole('dialog', { name: 'Confirm payment' })
      .getByRole('button', { name: 'Confirm' })
      .click();

    await expect(page.getByText('Payment confirmed')).toBeVisible();
    await expect(entry).toContainText('Paid');
    const account = await callApi('/user', { studentToken: student.token });
    expect(((await account.json()) as { data: { course: string } }).data.course).toBe('GOLD');
    expect(await pageWidthOverflows(page)).toBe(false);
  },
);
