import type { Locator, Page } from '@playwright/test';
import { STRONG_PASSWORD } from '@academy/contracts/testing';
import { callApi } from '../support/api';
import { expect, isPhone, PHONE, test } from '../support/fixtures';
import { openNavigation } from '../support/navigation';

interface PaymentConfig {
  coinummUrl: string;
  revoxpayUrl: string;
  communityUrl: string;
  cryptoAddresses: { id: (typeof COINS)[number][1]; address: string }[];
}

const COINS = [
  ['Bitcoin', 'btc'],
  ['Ethereum', 'eth'],
  ['USDT (TRC20)', 'usdt-trc20'],
  ['USDT (ERC20)', 'usdt-erc20'],
] as const;

const overlay = (page: Page) => page.getByRole('dialog');
const methods = (page: Page) => overlay(page).getByRole('list', { name: 'Payment methods' });
const back = (page: Page) => overlay(page).getByRole('button', { name: 'Back' });
const coin = (page: Page, name: string) =>
  overlay(page).getByRole('listitem', { name, exact: true });
/** The drawing of a button's icon, to tell the copy icon from the check mark. */
const iconOf = (button: Locator) => button.locator('svg path').getAttribute('d');
const bodyOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.body).overflow);

async function paymentConfig(): Promise<PaymentConfig> {
  const answer = await callApi('/config');
  expect(answer.ok).toBe(true);
  return (await answer.json()) as PaymentConfig;
}

/** The receiving address the deployment gives a coin. */
function addressOf(config: PaymentConfig, id: PaymentConfig['cryptoAddresses'][number]['id']) {
  const address = config.cryptoAddresses.find((coin) => coin.id === id)?.address;
  expect(address, `the address of ${id}`).toBeTruthy();
  return address ?? '';
}

/** From the Activate screen, as a student would: Top Up on the tier's card. */
async function buyTierFromActivate(page: Page, tier: string) {
  await page.goto('/activate');
  await page.getByRole('article', { name: tier }).getByRole('button', { name: 'Top Up' }).click();
  await expect(overlay(page)).toHaveAccessibleName('Select payment method');
}

/** The sandbox checkout page, which the Card and PayPort methods reach without real providers. */
async function expectSandboxCheckout(page: Page, product: string, amount: string) {
  await expect(page).toHaveURL(/\/api\/payments\/sandbox\/[^/]+$/);
  await expect(page.getByRole('heading', { name: 'Test checkout' })).toBeVisible();
  await expect(page.getByText('Test payment — no money is charged')).toBeVisible();
  await expect(page.getByRole('definition')).toHaveText([product, amount]);
}

const accountSummary = (page: Page) => page.getByRole('region', { name: 'Your account' });

test.describe('payment overlay', () => {
  test(
    'opens full screen over the page with the product, the amount and its picture',
    { tag: PHONE },
    async ({ page, student, signIn }) => {
      await signIn(student);
      await buyTierFromActivate(page, 'GOLD');
      await expect(page).toHaveURL(/\/activate\?course=gold&price=250$/);
      await expect(overlay(page)).toContainText('GOLD');
      await expect(overlay(page)).toContainText('To pay');
      await expect(overlay(page)).toContainText('$250.00');
      await expect(overlay(page).getByRole('img', { name: 'GOLD tier' })).toBeVisible();

      const viewport = page.viewportSize()!;
      const box = (await overlay(page).boundingBox())!;
      expect(box).toMatchObject({ x: 0, y: 0, width: viewport.width, height: viewport.height });
      expect(await bodyOverflow(page)).toBe('hidden');

      await expect(methods(page).getByRole('listitem')).toHaveCount(6);
      await expect(
        methods(page).getByRole('button', { name: 'Card', exact: true }),
      ).toHaveAccessibleDescription('Visa, Mastercard, Maestro');
      await expect(
        methods(page).getByRole('button', { name: 'P2P/IBAN' }),
      ).toHaveAccessibleDescription('By manager request');
      await expect(
        methods(page).getByRole('button', { name: 'Credit Card (PayPort)' }),
      ).toHaveAccessibleDescription('Secure payment');
    },
  );

  test('opens on the dashboard right after registering from a tier link', async ({ page }) => {
    const email = `e2e.pay.${Date.now()}.${Math.random().toString(16).slice(2, 8)}@example.com`;
    await page.goto('/register?course=platinum&price=500');
    await page.getByLabel('First name', { exact: true }).fill('Pavel');
    await page.getByLabel('Last name', { exact: true }).fill('Payer');
    await page.getByLabel('Email', { exact: true }).fill(email);
    const country = page.getByRole('combobox', { name: 'Country' });
    await country.click();
    await country.fill('Russia');
    await page.getByRole('option', { name: 'Russia +7' }).click();
    await page.getByLabel('Phone', { exact: true }).pressSequentially('9123456789');
    await page.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
    await page.getByLabel('Confirm password', { exact: true }).fill(STRONG_PASSWORD);
    await page.getByRole('button', { name: 'Register' }).click();

    await expect(page).toHaveURL(/\/dashboard\?course=platinum&price=500$/);
    await expect(overlay(page)).toHaveAccessibleName('Select payment method');
    await expect(overlay(page)).toContainText('PLATINUM');
    await expect(overlay(page)).toContainText('$500.00');
    await back(page).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(accountSummary(page)).toContainText('No course');
  });

  test('Card shows the accepted cards and Pay with Stripe', async ({ page, student, signIn }) => {
    await signIn(student);
    await page.goto('/dashboard?course=platinum&price=500');
    await methods(page).getByRole('button', { name: 'Card', exact: true }).click();
    await expect(overlay(page)).toHaveAccessibleName('Card payment');
    await expect(overlay(page).getByRole('list', { name: 'Accepted cards' })).toHaveText(
      /Visa\s*Mastercard\s*Maestro/,
    );
    await expect(overlay(page)).toContainText('You pay $500.00 on a secure checkout page');
    await expect(overlay(page).getByRole('button', { name: 'Pay with Stripe' })).toBeEnabled();
  });

  test(
    'Crypto lists each coin with its configured address and QR code',
    { tag: PHONE },
    async ({ page, student, signIn }) => {
      const config = await paymentConfig();
      await signIn(student);
      await page.goto('/dashboard?course=topup&price=75');
      await methods(page).getByRole('button', { name: 'Crypto' }).click();
      await expect(overlay(page)).toHaveAccessibleName('Cryptocurrency payment');
      await expect(overlay(page)).toContainText('Send the equivalent of $75.00');

      for (const [name, id] of COINS) {
        const item = coin(page, name);
        await expect(item).toContainText(addressOf(config, id));
        await expect(item.getByRole('button', { name: `Copy ${name} address` })).toBeVisible();
        const qr = item.getByRole('img', { name: `QR code of the ${name} address` });
        if (isPhone(page)) {
          await expect(qr).toHaveCount(0);
          const toggle = item.getByRole('button', { name: `Show QR code for ${name}` });
          await expect(toggle).toHaveAttribute('aria-expanded', 'false');
          await toggle.click();
          await expect(qr).toBeVisible();
          await item.getByRole('button', { name: `Hide QR code for ${name}` }).click();
          await expect(qr).toHaveCount(0);
        } else {
          await expect(qr).toBeVisible();
          await expect(item.getByRole('button', { name: /QR code/ })).toHaveCount(0);
        }
      }
    },
  );

  test('P2P/IBAN says to contact the manager', async ({ page, student, signIn }) => {
    const config = await paymentConfig();
    await signIn(student);
    await page.goto('/dashboard?course=silver&price=100');
    await methods(page).getByRole('button', { name: 'P2P/IBAN' }).click();
    await expect(overlay(page)).toHaveAccessibleName('P2P/IBAN transfer');
    await expect(overlay(page)).toContainText('is arranged by our manager');
    await expect(overlay(page)).toContainText('name SILVER and $100.00');
    const contact = overlay(page).getByRole('link', { name: 'Contact the manager' });
    await expect(contact).toHaveAttribute('href', config.communityUrl);
    await expect(contact).toHaveAttribute('target', '_blank');
  });

  test('Coinumm and Revoxpay open their configured sites in a new tab', async ({
    page,
    student,
    signIn,
  }) => {
    const config = await paymentConfig();
    await signIn(student);
    await page.goto('/dashboard?course=gold&price=250');
    for (const [name, url] of [
      ['Coinumm', config.coinummUrl],
      ['Revoxpay', config.revoxpayUrl],
    ]) {
      const link = methods(page).getByRole('link', { name });
      await expect(link).toHaveAttribute('href', url);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  test('the copy button copies the address and shows a check mark for 2 seconds', async ({
    page,
    context,
    student,
    signIn,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const config = await paymentConfig();
    await page.clock.install();
    await signIn(student);
    await page.goto('/dashboard?course=gold&price=250');
    await methods(page).getByRole('button', { name: 'Crypto' }).click();
    const bitcoin = coin(page, 'Bitcoin');
    await expect(bitcoin).toContainText(addressOf(config, 'btc'));

    // The page's clock stands still from here, so only runFor moves the check mark's time.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    const copy = bitcoin.getByRole('button', { name: 'Copy Bitcoin address' });
    const copyIcon = await iconOf(copy);
    await copy.click();
    const copied = bitcoin.getByRole('button', { name: 'Bitcoin address copied' });
    await expect(copied).toBeVisible();
    const checkMark = await iconOf(copied);
    expect(checkMark).not.toBe(copyIcon);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      addressOf(config, 'btc'),
    );

    await page.clock.runFor(1900);
    await expect(copied).toBeVisible();
    expect(await iconOf(copied)).toBe(checkMark);
    await page.clock.runFor(100);
    await expect(copy).toBeVisible();
    expect(await iconOf(copy)).toBe(copyIcon);
  });

  test('Back leaves the method, then the overlay, taking course and price out of the URL', async ({
    page,
    student,
    signIn,
  }) => {
    await signIn(student);
    await buyTierFromActivate(page, 'SILVER');
    await methods(page).getByRole('button', { name: 'Crypto' }).click();
    await expect(overlay(page)).toHaveAccessibleName('Cryptocurrency payment');

    await back(page).click();
    await expect(overlay(page)).toHaveAccessibleName('Select payment method');
    await expect(page).toHaveURL(/\/activate\?course=silver&price=100$/);

    await back(page).click();
    await expect(overlay(page)).toBeHidden();
    await expect(page).toHaveURL(/\/activate$/);
    expect(await bodyOverflow(page)).not.toBe('hidden');
    await expect(page.getByRole('article', { name: 'SILVER' })).toBeVisible();
  });

  test('a link it cannot price says so, and Back closes it', async ({ page, student, signIn }) => {
    await signIn(student);
    await page.goto('/education?course=topup&price=abc');
    await expect(overlay(page)).toHaveAccessibleName('This payment link is not valid');
    await expect(methods(page)).toHaveCount(0);
    await back(page).click();
    await expect(page).toHaveURL(/\/education$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Education' })).toBeVisible();
  });
});

test.describe('sandbox purchases', () => {
  test('buying GOLD by card: the dashboard shows GOLD, the account lists the payment', async ({
    page,
    student,
    signIn,
    consoleErrors,
  }) => {
    await signIn(student);
    await buyTierFromActivate(page, 'GOLD');
    await methods(page).getByRole('button', { name: 'Card', exact: true }).click();
    await overlay(page).getByRole('button', { name: 'Pay with Stripe' }).click();

    await expectSandboxCheckout(page, 'GOLD', '$250.00');
    await page.getByRole('button', { name: 'Pay' }).click();

    await expect(page).toHaveURL(/\/dashboard\?payment=success$/);
    await expect(page.getByRole('status')).toHaveText('Thank you! Your payment was successful.');
    await expect(accountSummary(page)).toContainText('GOLD');
    await expect(page.getByText('Account activation required')).toHaveCount(0);

    await page.getByRole('status').getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.goto('/settings');
    const payments = page.getByRole('table', { name: 'Payments' });
    await expect(payments.getByRole('row')).toHaveCount(2);
    await expect(payments.getByRole('row').nth(1)).toContainText(
      /GOLD\s*Card\s*\$250\.00\s*—\s*Paid/,
    );
    expect(consoleErrors).toEqual([]);
  });

  test(
    'a $150 top-up with PayPort: the dashboard shows the new balance',
    { tag: PHONE },
    async ({ page, student, signIn }) => {
      await signIn(student);
      await page.goto('/dashboard');
      await (await openNavigation(page)).getByRole('button', { name: 'Top Up' }).click();
      const dialog = page.getByRole('dialog', { name: 'Top Up Balance' });
      await dialog.getByRole('textbox', { name: 'Custom amount' }).fill('150');
      await dialog.getByRole('button', { name: 'Continue' }).click();
      await expect(overlay(page)).toContainText('Balance top-up');
      await expect(overlay(page)).toContainText('$150.00');
      await methods(page).getByRole('button', { name: 'Credit Card (PayPort)' }).click();

      await expectSandboxCheckout(page, 'Top-up', '$150.00');
      await page.getByRole('button', { name: 'Pay' }).click();

      await expect(page).toHaveURL(/\/dashboard\?payment=success$/);
      await expect(page.getByRole('status')).toHaveText('Thank you! Your payment was successful.');
      const summary = accountSummary(page);
      await expect(summary).toContainText('150.00 USD');
      await expect(summary).toContainText('No course');

      await page.goto('/settings');
      // A phone lists the payments as cards, the status first.
      if (isPhone(page)) {
        await expect(
          page.getByRole('list', { name: 'Payments' }).getByRole('listitem').first(),
        ).toContainText(/Paid\s*\$150\.00\s*Balance top-up · Credit Card \(PayPort\)/);
      } else {
        await expect(
          page.getByRole('table', { name: 'Payments' }).getByRole('row').nth(1),
        ).toContainText(/Balance top-up\s*Credit Card \(PayPort\)\s*\$150\.00\s*—\s*Paid/);
      }
    },
  );

  test('a cancelled checkout says so and changes nothing', async ({ page, student, signIn }) => {
    await signIn(student);
    await page.goto('/dashboard?course=platinum&price=500');
    await methods(page).getByRole('button', { name: 'Card', exact: true }).click();
    await overlay(page).getByRole('button', { name: 'Pay with Stripe' }).click();
    await expectSandboxCheckout(page, 'PLATINUM', '$500.00');
    await page.getByRole('button', { name: 'Cancel' }).click();

    await expect(page).toHaveURL(/\/dashboard\?payment=cancelled$/);
    await expect(page.getByRole('status')).toHaveText(
      'The payment was cancelled. Nothing was charged.',
    );
    const summary = accountSummary(page);
    await expect(summary).toContainText('0.00 USD');
    await expect(summary).toContainText('No course');

    await page.goto('/settings');
    await expect(
      page.getByRole('table', { name: 'Payments' }).getByRole('row').nth(1),
    ).toContainText(/PLATINUM\s*Card\s*\$500\.00\s*—\s*Cancelled/);
  });
});
