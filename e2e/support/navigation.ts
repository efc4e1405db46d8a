import type { Locator, Page } from '@playwright/test';
import { expect, isPhone } from './fixtures';

/** The app's navigation: the sidebar on a desktop, the slide-in menu (opened first) on a phone. */
export async function openNavigation(page: Page): Promise<Locator> {
  const navigation = page.getByRole('navigation', { name: 'Trading Academy' });
  if (isPhone(page)) {
    await page.getByRole('button', { name: 'Open menu' }).click();
  }
  await expect(navigation).toBeVisible();
  return navigation;
}
