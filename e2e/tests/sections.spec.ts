import type { Page } from '@playwright/test';
import { callApi } from '../support/api';
import { expect, test } from '../support/fixtures';

/**
 * Stands in for the charting provider's embed script, which needs the internet: like the real
 * one it reads its JSON settings from its own text and puts a frame into its container.
 */
const FAKE_PROVIDER_SCRIPT = `(() => {
  const script = document.currentScript;
  const settings = JSON.parse(script.textContent);
  const frame = document.createElement('iframe');
  frame.title = 'Provider widget ' + script.src.split('embed-widget-')[1];
  frame.srcdoc = '<p>' + (settings.locale || '') + ' widget</p>';
  frame.style.cssText = 'width:100%;height:100%;border:0';
  script.parentElement.appendChild(frame);
})();`;

async function fakeProvider(page: Page) {
  await page.route('https://s3.tradingview.com/external-embedding/*', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: FAKE_PROVIDER_SCRIPT }),
  );
}

const title = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/** The widget's region shows the provider's frame, the placeholder gone, the credit beneath. */
async function expectRenderedWidget(page: Page, name: string, widget: string) {
  const region = page.getByRole('region', { name });
  await region.scrollIntoViewIfNeeded();
  await expect(region.locator('.tradingview-widget-container')).toHaveCount(1);
  await expect(region.locator('iframe')).toBeVisible();
  await expect(region.locator('iframe')).toHaveAttribute('title', `Provider widget ${widget}.js`);
  await expect(region.getByText('Loading market data…')).toHaveCount(0);
  await expect(region.getByRole('link', { name: 'Market data by TradingView' })).toBeVisible();
}

test.beforeEach(async ({ student, signIn }) => {
  await signIn(student);
});

test('the education screen leads to the e-books and the video lessons', async ({ page }) => {
  await page.goto('/education');
  await expect(title(page, 'Education')).toBeVisible();

  const books = page.getByRole('article', { name: 'E-Books' });
  await expect(books).toContainText('Trading books, from Forex basics');
  await books.getByRole('link', { name: 'Go to Section' }).click();
  await expect(page).toHaveURL(/\/education\/books$/);
  await expect(title(page, 'E-books')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unavailable' })).toHaveCount(7);
  await expect(page.getByRole('heading', { level: 2 })).toHaveCount(7);
  await expect(page.getByRole('heading', { name: 'Risk Management' })).toBeVisible();

  await page.goBack();
  const lessons = page.getByRole('article', { name: 'Video Lessons' });
  await expect(lessons).toContainText('Video lessons on trading, Forex');
  await lessons.getByRole('link', { name: 'Go to Section' }).click();
  await expect(page).toHaveURL(/\/education\/video$/);
  await expect(title(page, 'Video Lessons')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Course Lessons' })).toBeVisible();
  const lessonList = page.getByRole('list').filter({ hasText: 'Demo Lesson' });
  await expect(lessonList.getByRole('listitem')).toHaveCount(8);
  await expect(
    lessonList.getByRole('listitem').filter({ hasText: 'Lesson 7: Trader Psychology' }),
  ).toContainText('09:50');
});

test('the economic calendar screen embeds the calendar with its settings', async ({ page }) => {
  await fakeProvider(page);
  await page.goto('/calendar');
  await expect(title(page, 'Economic Calendar')).toBeVisible();
  await expectRenderedWidget(page, 'Economic calendar', 'events');

  const settings = await page
    .locator('.tradingview-widget-container > script')
    .evaluate((script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>);
  expect(settings).toMatchObject({
    colorTheme: 'light',
    locale: 'en',
    width: '100%',
    height: 400,
    currencyFilter: 'EUR,USD,JPY,GBP,CHF,AUD,CAD,NZD,CNY',
    importanceFilter: '-1,0,1',
  });
});

test('the trading center embeds the tape, chart, heat map, screener and news', async ({ page }) => {
  await fakeProvider(page);
  await page.goto('/trading');
  await expect(title(page, 'Trading Center')).toBeVisible();
  for (const heading of ['Price Chart', 'Stock Heat Map', 'Currency Screener', 'Market News']) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  await expectRenderedWidget(page, 'Ticker tape', 'ticker-tape');
  await expectRenderedWidget(page, 'Price chart', 'advanced-chart');
  await expectRenderedWidget(page, 'Stock heat map', 'stock-heatmap');
  await expectRenderedWidget(page, 'Forex screener', 'screener');
  await expectRenderedWidget(page, 'Market news', 'timeline');
});

test('bonuses lists the real offers: trial overdraft, course tiers, community', async ({
  page,
}) => {
  const { communityUrl } = (await (await callApi('/config')).json()) as {
    communityUrl: string;
  };
  await page.goto('/bonuses');
  await expect(title(page, 'Bonuses & Promotions')).toBeVisible();

  const community = page.getByRole('article', { name: 'Community channel' });
  const join = community.getByRole('link', { name: 'Join Now' });
  await expect(join).toHaveAttribute('href', communityUrl);
  await expect(join).toHaveAttribute('target', '_blank');
  await expect(join).toHaveAttribute('rel', 'noopener noreferrer');

  const courses = page.getByRole('article', { name: 'Course tiers' });
  await expect(courses.getByRole('listitem')).toHaveText([
    /SILVER\s*\$100/,
    /GOLD\s*\$250\s*Popular/,
    /PLATINUM\s*\$500/,
  ]);
  await expect(courses.getByRole('link', { name: 'Choose a Course' })).toHaveAttribute(
    'href',
    '/activate',
  );

  const trial = page.getByRole('article', { name: 'Trial overdraft' });
  await expect(trial).toContainText('Trading deposit $500');
  await expect(trial).toContainText('3 days free access');
  await trial.getByRole('link', { name: 'Activate on the Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(title(page, 'Dashboard')).toBeVisible();
});
