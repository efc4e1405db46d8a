import type { Page } from '@playwright/test';
import type { ReferralSettings } from '@academy/contracts';
import { STRONG_PASSWORD } from '@academy/contracts/testing';
import { callApi } from '../support/api';
import { expect, PHONE, test } from '../support/fixtures';
import { ADMIN, staffToken } from '../support/staff';

const SETTINGS: ReferralSettings = {
  enabled: true,
  rewardKind: 'amount',
  rewardValue: 15,
  maxRewardsPerReferrerPerMonth: 100,
};

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const panel = (page: Page) => page.getByRole('region', { name: 'Invite friends' });

/** Registers through the form the referral link opens, then pays for GOLD by card in the sandbox. */
async function registerAndPay(page: Page, linkPath: string) {
  const email = `e2e.friend.${Date.now()}.${Math.random().toString(16).slice(2, 8)}@example.com`;
  await page.goto(linkPath);
  await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
  await field(page, 'First name').fill('Boris');
  await field(page, 'Last name').fill('Ivanov');
  await field(page, 'Email').fill(email);
  await field(page, 'Phone').pressSequentially('2025550123');
  await field(page, 'Password').fill(STRONG_PASSWORD);
  await field(page, 'Confirm password').fill(STRONG_PASSWORD);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/activate');
  await page.getByRole('article', { name: 'GOLD' }).getByRole('button', { name: 'Top Up' }).click();
  const overlay = page.getByRole('dialog');
  await overlay
    .getByRole('list', { name: 'Payment methods' })
    .getByRole('button', { name: 'Card', exact: true })
    .click();
  await overlay.getByRole('button', { name: 'Pay with Stripe' }).click();
  await expect(page.getByRole('heading', { name: 'Test checkout' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/dashboard\?payment=success$/);
}

test(
  'a friend who registers from the referral link and pays earns the referrer a reward',
  {
    tag: PHONE,
  },
  async ({ page, browser, student, signIn }) => {
    const settings = await callApi('/admin/referral-settings', {
      method: 'PUT',
      body: SETTINGS,
      staffToken: await staffToken(ADMIN),
    });
    expect(settings.status).toBe(200);

    await signIn(student);
    await page.goto('/bonuses');
    const link = await panel(page)
      .getByRole('textbox', { name: 'Your referral link' })
      .inputValue();
    expect(link).toMatch(/\/register\?ref=[A-Z0-9]{8}$/);
    await expect(
      panel(page).getByRole('img', { name: 'QR code of your referral link' }),
    ).toBeVisible();
    await expect(panel(page).getByRole('button', { name: 'Copy' })).toBeVisible();
    await expect(panel(page).getByRole('button', { name: 'Share' })).toBeVisible();
    await expect(panel(page)).toContainText('No rewards yet.');

    const friendContext = await browser.newContext({
      viewport: page.viewportSize(),
      isMobile: (page.viewportSize()?.width ?? 1280) < 900,
    });
    try {
      const { pathname, search } = new URL(link);
      await registerAndPay(await friendContext.newPage(), `${pathname}${search}`);
    } finally {
      await friendContext.close();
    }

    await page.reload();
    const rewards = panel(page).getByRole('list', { name: 'Rewards' });
    await expect(rewards.getByRole('listitem')).toHaveCount(1);
    await expect(rewards.getByRole('listitem')).toContainText('Boris I.: $15.00');
    await expect(panel(page).locator('dt, dd')).toHaveText([
      'Invited',
      '1',
      'Paid',
      '1',
      'Earned',
      '$15.00',
    ]);
    // The panel fits the screen: nothing scrolls sideways on a phone.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  },
);
