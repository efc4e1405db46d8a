import { expect, PHONE, test } from '../support/fixtures';
import { openNavigation } from '../support/navigation';

test.describe('activate and top up', () => {
  test('Top Up on a tier puts its course and price in the URL', async ({
    page,
    student,
    signIn,
  }) => {
    await signIn(student);
    await page.goto('/activate');
    const gold = page.getByRole('article', { name: 'GOLD' });
    await expect(gold).toContainText('$250');
    await expect(gold).toContainText('Popular');
    await expect(page.getByRole('article', { name: 'SILVER' })).toContainText('$100');
    await expect(page.getByRole('article', { name: 'PLATINUM' })).toContainText('$500');

    const learnMore = gold.getByRole('link', { name: 'Learn More' });
    await expect(learnMore).toHaveAttribute('target', '_blank');
    await expect(learnMore).toHaveAttribute('rel', 'noopener noreferrer');

    await gold.getByRole('button', { name: 'Top Up' }).click();
    await expect(page).toHaveURL(/\/activate\?course=gold&price=250$/);
  });

  test(
    "the navigation's top-up dialog puts course=topup and the amount in the URL",
    { tag: PHONE },
    async ({ page, student, signIn }) => {
      await signIn(student);
      await page.goto('/dashboard');
      const dialog = page.getByRole('dialog', { name: 'Top Up Balance' });
      // A tap while the phone's menu is still sliding in can miss: tap again until the dialog opens.
      await expect(async () => {
        if (await dialog.isVisible()) return;
        await (await openNavigation(page)).getByRole('button', { name: 'Top Up' }).click();
        await expect(dialog).toBeVisible({ timeout: 3_000 });
      }).toPass({ timeout: 20_000 });
      const continueButton = dialog.getByRole('button', { name: 'Continue' });
      await expect(continueButton).toBeDisabled();

      const custom = dialog.getByRole('textbox', { name: 'Custom amount' });
      await custom.pressSequentially('7x5-');
      await expect(custom).toHaveValue('75');
      await dialog.getByRole('button', { name: '$100' }).click();
      await expect(custom).toHaveValue('');
      await expect(continueButton).toBeEnabled();

      await continueButton.click();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(/\/dashboard\?course=topup&price=100$/);
    },
  );

  test(
    'the top-up dialog closes from Cancel without changing the URL',
    { tag: PHONE },
    async ({ page, student, signIn }) => {
      await signIn(student);
      await page.goto('/education');
      await (await openNavigation(page)).getByRole('button', { name: 'Top Up' }).click();
      const dialog = page.getByRole('dialog', { name: 'Top Up Balance' });
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(/\/education$/);
    },
  );
});
