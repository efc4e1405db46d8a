import type { Page } from '@playwright/test';
import { callApi } from '../support/api';
import { expect, PHONE, test } from '../support/fixtures';
import { openNavigation } from '../support/navigation';

const accountSummary = (page: Page) => page.getByRole('region', { name: 'Your account' });
const topUpDialog = (page: Page) => page.getByRole('dialog', { name: 'Top Up Balance' });

async function tradingDeskUrl(): Promise<string> {
  const config = (await (await callApi('/config')).json()) as { tradingDeskUrl: string };
  return config.tradingDeskUrl;
}

/** Top Up as far as the payment overlay, which asks for the chosen amount. */
async function topUpFifty(page: Page, pathname: string) {
  const dialog = topUpDialog(page);
  await dialog.getByRole('button', { name: '$50' }).click();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(new RegExp(`${pathname}\\?course=topup&price=50$`));
  await expect(page.getByRole('dialog')).toContainText('$50.00');
}

test.beforeEach(async ({ student, signIn }) => {
  await signIn(student);
});

test(
  'Top Up from the navigation leads to the payment overlay',
  { tag: PHONE },
  async ({ page }) => {
    await page.goto('/bonuses');
    await (await openNavigation(page)).getByRole('button', { name: 'Top Up' }).click();
    await expect(topUpDialog(page)).toBeVisible();
    await topUpFifty(page, '/bonuses');
  },
);

test(
  'the Trading Desk opens from the navigation in a new tab',
  { tag: PHONE },
  async ({ page }) => {
    const url = await tradingDeskUrl();
    await page.goto('/education');
    const desk = (await openNavigation(page)).getByRole('link', { name: /Trading Desk/ });
    await expect(desk).toBeVisible();
    await expect(desk).toHaveAttribute('href', url);
    await expect(desk).toHaveAttribute('target', '_blank');
    await expect(desk).toHaveAttribute('rel', 'noopener noreferrer');
  },
);

test(
  "the dashboard's balance card offers Top Up and the Trading Desk",
  { tag: PHONE },
  async ({ page }) => {
    const url = await tradingDeskUrl();
    await page.goto('/dashboard');
    const desk = accountSummary(page).getByRole('link', { name: 'Trading Desk' });
    await expect(desk).toBeVisible();
    await expect(desk).toHaveAttribute('href', url);
    await expect(desk).toHaveAttribute('target', '_blank');

    await accountSummary(page).getByRole('button', { name: 'Top Up' }).click();
    await expect(topUpDialog(page)).toBeVisible();
    await topUpFifty(page, '/dashboard');
  },
);
