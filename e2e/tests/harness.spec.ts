import { expect, test } from '../support/fixtures';

test('an unauthenticated visitor of / lands on /login', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
});
