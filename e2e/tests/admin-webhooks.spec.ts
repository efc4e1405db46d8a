import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { callApi } from '../support/api';
import { expect, test } from '../support/fixtures';
import { ADMIN, SUPPORT, signInToBackOffice, staffToken } from '../support/staff';

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A webhook receiver on this machine, standing in for an integrator's server. */
async function startReceiver(): Promise<{ url: string; received: Received[]; server: Server }> {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/academy-hooks`, received, server };
}

test('an admin adds a webhook endpoint, sends a test event and sees it delivered in the log', async ({
  page,
}) => {
  // Sign-in, a form, the endpoint's page and a delivery that goes out within a second or two.
  test.setTimeout(60_000);
  const receiver = await startReceiver();
  try {
    await signInToBackOffice(page, ADMIN);
    await page.getByRole('menuitem', { name: 'Webhooks' }).click();
    await expect(page).toHaveURL(/\/admin\/webhooks$/);

    await page.getByRole('link', { name: 'Create' }).click();
    await page.getByRole('textbox', { name: 'URL' }).fill(receiver.url);
    // An event no other test causes, so that the log holds this test's delivery alone.
    await page.getByRole('checkbox', { name: 'Trial overdraft ended' }).check();
    await page.getByRole('button', { name: 'Save' }).click();

    const details = page.getByRole('region', { name: 'Webhook endpoint' });
    await expect(details).toContainText(receiver.url);
    await expect(details).toContainText('Trial overdraft ended');
    const secretText = details.getByLabel('Signing secret');
    await expect(secretText).not.toContainText(/[0-9a-f]{64}/);
    await details.getByRole('button', { name: 'Show secret' }).click();
    await expect(secretText).toHaveText(/^whsec_[0-9a-f]{64}$/);
    const secret = (await secretText.textContent())!;

    const log = page.getByRole('region', { name: 'Delivery log' });
    await expect(log).toContainText('Nothing has been sent to this endpoint yet.');
    await page.getByRole('button', { name: 'Send test event' }).click();
    await expect(log.getByText('Succeeded')).toBeVisible({ timeout: 15_000 });
    await expect(log).toContainText('Test event');
    await expect(log).toContainText('200');

    expect(receiver.received).toHaveLength(1);
    const [delivery] = receiver.received;
    expect(JSON.parse(delivery.body)).toMatchObject({ type: 'webhook.test' });
    const signature = String(delivery.headers['x-academy-signature']);
    const timestamp = /^t=(\d+),/.exec(signature)![1];
    const mac = createHmac('sha256', secret).update(`${timestamp}.${delivery.body}`).digest('hex');
    expect(signature).toBe(`t=${timestamp},v1=${mac}`);

    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(/\/admin\/webhooks$/);
    await expect(page.getByText(receiver.url)).toHaveCount(0);
  } finally {
    receiver.server.close();
  }
});

test('support has no webhooks: no menu entry, no page, and the API refuses', async ({ page }) => {
  await signInToBackOffice(page, SUPPORT);
  await expect(page.getByRole('menuitem', { name: 'Users', exact: true })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Webhooks' })).toHaveCount(0);
  await page.goto('/admin/webhooks');
  await expect(page).toHaveURL(/\/admin\/access-denied$/);
  const response = await callApi('/admin/webhooks', { staffToken: await staffToken(SUPPORT) });
  expect(response.status).toBe(403);
});
