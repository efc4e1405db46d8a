import { expect, test } from '../support/fixtures';
import { grant } from '../support/staff';

const TILES = [
  ['Activate Account', '/activate'],
  ['Education', '/education'],
  ['Economic Calendar', '/calendar'],
  ['Trading Center', '/trading'],
  ['Bonuses & Promotions', '/bonuses'],
] as const;

test.describe('dashboard', () => {
  test('a fresh student sees 0.00 USD, no course, the community link and six markets', async ({
    page,
    student,
    signIn,
    consoleErrors,
  }) => {
    await signIn(student);
    await page.goto('/dashboard');

    const summary = page.getByRole('region', { name: 'Your account' });
    await expect(summary).toContainText('0.00 USD');
    await expect(summary).toContainText('No course');

    const join = page.getByRole('link', { name: 'Join Now' });
    await expect(join).toHaveAttribute('target', '_blank');
    await expect(join).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(join).toHaveAttribute('href', /\/community$/);

    const benefits = page.getByRole('region', { name: 'Benefits of Participation' });
    await expect(benefits.getByRole('heading', { level: 3 })).toHaveText([
      'Exclusive Content',
      'Trading Signals',
      '24/7 Support',
    ]);
    const markets = page.getByRole('region', { name: 'Market Categories' });
    await expect(markets.getByRole('heading', { level: 3 })).toHaveText([
      'Stocks',
      'Currencies',
      'Indices',
      'Cryptocurrencies',
      'Commodities',
      'ETF',
    ]);
    expect(consoleErrors).toEqual([]);
  });

  test('each of the five tiles opens its section', async ({ page, student, signIn }) => {
    await signIn(student);
    for (const [name, path] of TILES) {
      await page.goto('/dashboard');
      const tiles = page.getByRole('region', { name: 'Sections' });
      await tiles.getByRole('link', { name }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    }
  });

  test('shows a balance an admin has set through the API', async ({ page, student, signIn }) => {
    await grant(student.id, { balance: 1234.5 });

    await signIn(student);
    await page.goto('/dashboard');
    await expect(page.getByRole('region', { name: 'Your account' })).toContainText('1,234.50 USD');
  });
});
