import { randomBytes } from 'node:crypto';
import { expect, registerStudent, test } from '../support/fixtures';
import { ADMIN, grant, signInToBackOffice } from '../support/staff';

test('filters combine with the search, live in the address and survive a shared link', async ({
  page,
}) => {
  const tag = randomBytes(5).toString('hex');
  const gold = await registerStudent({ email: `gold.${tag}@example.com` });
  const rich = await registerStudent({ email: `rich.${tag}@example.com` });
  await registerStudent({ email: `plain.${tag}@example.com` });
  await grant(gold.id, { course: 'GOLD' });
  await grant(rich.id, { balance: 900 });
  await signInToBackOffice(page, ADMIN);

  const link = `/admin/users?filter=${encodeURIComponent(JSON.stringify({ q: tag, course: 'GOLD' }))}`;
  await page.goto(link);
  await expect(page.getByText('Showing 1 - 1 of 1 users')).toBeVisible();
  await expect(page.getByText(gold.email)).toBeVisible();

  const balance = `/admin/users?filter=${encodeURIComponent(JSON.stringify({ q: tag, balanceMin: 500 }))}`;
  await page.goto(balance);
  await expect(page.getByText('Showing 1 - 1 of 1 users')).toBeVisible();
  await expect(page.getByText(rich.email)).toBeVisible();

  // Chosen on the page, a filter lands in the address.
  await page.goto(`/admin/users?filter=${encodeURIComponent(JSON.stringify({ q: tag }))}`);
  await expect(page.getByText('Showing 1 - 3 of 3 users')).toBeVisible();
  await page.getByRole('button', { name: 'Add filter' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Activity' }).click();
  await page.getByRole('combobox', { name: 'Activity' }).click();
  await page.getByRole('option', { name: 'Not active this week' }).click();
  // The address names a filter as soon as it is shown; its value follows once chosen.
  await expect.poll(() => decodeURIComponent(page.url())).toContain('"activity":"older"');
  const url = page.url();
  await page.goto(url);
  await expect(page.getByRole('combobox', { name: 'Activity' })).toContainText(
    'Not active this week',
  );
});
