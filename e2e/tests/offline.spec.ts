import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { STRONG_PASSWORD } from '@academy/contracts/testing';
import { expect, test } from '../support/fixtures';
import { MAIN_ROUTES } from '../support/main-routes';

/**
 * Lets only the app's own origin answer, as on a machine without internet: the market widgets'
 * scripts, the geo lookup and every other foreign request fail. Returns the failed URLs.
 */
async function blockForeignHosts(page: Page, appUrl: string): Promise<string[]> {
  const appHost = new URL(appUrl).host;
  const blocked: string[] = [];
  await page.route('**/*', async (route) => {
    const url = route.request().url();
    if (new URL(url).host === appHost) return route.continue();
    blocked.push(url);
    return route.abort('internetdisconnected');
  });
  return blocked;
}

/** The browser's own line for a failed request names the resource in its location. */
function collectFailedResourceUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().startsWith('Failed to load resource')) {
      urls.push(message.location().url);
    }
  });
  return urls;
}

test('without the internet every screen works and the widgets say calmly that data is unavailable', async ({
  page,
  baseURL,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  const appHost = new URL(baseURL!).host;
  const blocked = await blockForeignHosts(page, baseURL!);
  const failedResources = collectFailedResourceUrls(page);
  const email = `offline.${Date.now()}.${Math.random().toString(16).slice(2, 8)}@example.com`;

  await page.goto('/register');
  await page.getByLabel('First name').fill('Olga');
  await page.getByLabel('Last name').fill('Offline');
  await page.getByLabel('Email').fill(email);
  const country = page.getByRole('combobox', { name: 'Country' });
  await country.click();
  await country.fill('Russia');
  await page.getByRole('option', { name: 'Russia +7' }).click();
  await page.getByLabel('Phone', { exact: true }).pressSequentially('9123456789');
  await page.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
  await page.getByLabel('Confirm password').fill(STRONG_PASSWORD);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(STRONG_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  for (const [path, title] of MAIN_ROUTES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    // A market widget is a region credited to the provider; it starts when scrolled to.
    const widgets = page.getByRole('region').filter({
      has: page.getByRole('link', { name: 'Market data by TradingView' }),
    });
    for (const widget of await widgets.all()) {
      await widget.scrollIntoViewIfNeeded();
      await expect(widget.getByRole('status')).toHaveText(/Market data is unavailable right now\./);
      await expect(widget.locator('.tradingview-widget-container')).toHaveCount(1);
    }
    if (path === '/calendar') await expect(widgets).toHaveCount(1);
    if (path === '/trading') await expect(widgets).toHaveCount(5);
  }

  expect(blocked.some((url) => url.startsWith('https://s3.tradingview.com/'))).toBe(true);
  // Only the browser's lines for the blocked requests, each naming a foreign host.
  expect(consoleErrors.filter((line) => !line.startsWith('Failed to load resource'))).toEqual([]);
  for (const url of failedResources) expect(new URL(url).host).not.toBe(appHost);
});

test('measures the JavaScript the login page loads before any interaction', async ({
  page,
  baseURL,
}, testInfo) => {
  await blockForeignHosts(page, baseURL!);
  const scripts: Promise<{ url: string; transferred: number; size: number; gzip: number }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(
      (async () => {
        const body = await response.body();
        const sizes = await response.request().sizes();
        return {
          url: new URL(response.url()).pathname,
          transferred: sizes.responseHeadersSize + sizes.responseBodySize,
          size: body.length,
          gzip: gzipSync(body).length,
        };
      })(),
    );
  });
  await page.goto('/login', { waitUntil: 'networkidle' });
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  const loaded = await Promise.all(scripts);

  const total = (key: 'transferred' | 'size' | 'gzip') =>
    loaded.reduce((sum, script) => sum + script[key], 0);
  const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
  const report = [
    `Login page (${test.info().project.name}): ${loaded.length} JavaScript files`,
    ...loaded
      .sort((a, b) => b.size - a.size)
      .map((s) => `  ${s.url}  ${kB(s.transferred)} transferred, ${kB(s.size)} uncompressed`),
    `  total: ${kB(total('transferred'))} transferred, ${kB(total('size'))} uncompressed` +
      ` (${kB(total('gzip'))} if served gzip-compressed)`,
  ].join('\n');
  console.log(report);
  testInfo.annotations.push({ type: 'login-javascript', description: report });
  expect(loaded.length).toBeGreaterThan(0);
});
