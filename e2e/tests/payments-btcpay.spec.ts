import { aRegistration } from '@academy/contracts/testing';
import { startBtcpayProduct, type BtcpayProduct } from '../support/btcpay';
import { expect, PHONE, test } from '../support/fixtures';
import { chooseCryptoForTier } from '../support/payments';
import { ADMIN } from '../support/staff';

let product: BtcpayProduct;

// One product with BTCPay per worker, beside global-setup's, which keeps crypto manual.
test.beforeAll(async () => {
  product = await startBtcpayProduct();
});
test.afterAll(async () => {
  await product.stop();
});

async function registerStudent(): Promise<string> {
  const response = await fetch(`${product.baseUrl}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(aRegistration()),
  });
  if (!response.ok) throw new Error(`register failed: ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

test(
  'a student pays for a course in crypto on the BTCPay checkout and gets it once it settles; staff see the invoice',
  { tag: PHONE },
  async ({ page, browser }) => {
    test.slow();
    const token = await registerStudent();
    await page.addInitScript((value) => {
      localStorage.setItem('token', JSON.stringify(value));
    }, token);

    const overlay = await chooseCryptoForTier(page, 'GOLD', product.baseUrl);
    await expect(overlay.getByRole('list', { name: 'Receiving addresses' })).toHaveCount(0);
    await overlay.getByRole('button', { name: 'Pay with crypto' }).click();

    await expect(page).toHaveURL(new RegExp(`^${product.btcpayUrl}/i/`));
    await expect(page.getByRole('heading', { name: 'Pay 250.00 USD' })).toBeVisible();
    const invoiceId = new URL(page.url()).pathname.split('/').at(-1)!;
    await page.getByRole('button', { name: 'Pay' }).click();

    await expect(page).toHaveURL(new RegExp(`^${product.baseUrl}/payments/return\\?id=`));
    const paymentId = new URL(page.url()).searchParams.get('id')!;
    await expect(page.getByRole('status')).toContainText(
      'Payment received: waiting for the network to confirm it.',
    );
    await product.setInvoice(invoiceId, { status: 'Settled', deliver: 'InvoiceSettled' });
    await expect(page.getByRole('status')).toContainText(
      'Payment confirmed: your GOLD course is active.',
    );

    const desk = await (
      await browser.newContext({ viewport: { width: 1280, height: 800 } })
    ).newPage();
    await desk.goto(`${product.baseUrl}/admin/login`);
    await desk.getByRole('textbox', { name: 'Username' }).fill(ADMIN.username);
    await desk.getByRole('textbox', { name: 'Password' }).fill(ADMIN.password);
    await desk.getByRole('button', { name: 'Sign In' }).click();
    await expect(desk).toHaveURL(/\/admin\/users$/);
    await desk.goto(`${product.baseUrl}/admin/payments/${paymentId}/show`);
    const invoice = desk.getByRole('region', { name: 'BTCPay invoice' });
    await expect(invoice).toContainText(invoiceId);
    await expect(invoice).toContainText('Settled');
    await expect(invoice).toContainText('65000.00');
    await desk.context().close();
  },
);
