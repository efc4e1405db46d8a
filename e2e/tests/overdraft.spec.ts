import { expect, test } from '../support/fixtures';

test('a student activates the $500 trial overdraft once', async ({ page, student, signIn }) => {
  await signIn(student);
  await page.goto('/dashboard');
  const summary = page.getByRole('region', { name: 'Your account' });
  await expect(summary).toContainText('0.00 USD');

  await expect(page.getByRole('heading', { name: 'Overdraft' })).toBeVisible();
  await expect(page.getByText('Trading deposit $500')).toBeVisible();
  await expect(page.getByText('3 days free access')).toBeVisible();
  await page.getByRole('button', { name: 'Activate', exact: true }).click();

  await expect(
    page.getByText('Congratulations! You have activated a trial period for $500'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Activate', exact: true })).toHaveCount(0);
  // canvas-confetti draws on a canvas of its own, added to the page while it plays.
  await expect(page.locator('body > canvas')).toHaveCount(1);
  await expect(summary).toContainText('500.00 USD');
  await expect(summary).toContainText('Trial');

  await page.reload();
  await expect(summary).toContainText('500.00 USD');
  await expect(summary).toContainText('Trial');
  await expect(page.getByRole('heading', { name: 'Overdraft' })).toHaveCount(0);
  await expect(page.getByText(/Congratulations!/)).toHaveCount(0);
});

test('no confetti for a student who prefers reduced motion', async ({ page, student, signIn }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signIn(student);
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Activate', exact: true }).click();
  await expect(page.getByText(/Congratulations!/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your account' })).toContainText('Trial');
  await expect(page.locator('body > canvas')).toHaveCount(0);
});
