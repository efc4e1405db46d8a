import type { Page, Response } from '@playwright/test';
import { switchBackOffice } from '../support/back-office-settings';
import { expect, registerStudent, test } from '../support/fixtures';
import { ADMIN, signInToBackOffice } from '../support/staff';

interface RegistrationStats {
  period: string;
  points: { date: string; count: number }[];
  totalUsers: number;
}

const isRegistrations = (period: string) => (response: Response) =>
  response.url().includes(`/api/admin/stats/registrations?period=${period}`) &&
  response.request().method() === 'GET';

/** Signs in through the form and opens the statistics page, returning its first answer. */
async function openStatistics(page: Page): Promise<RegistrationStats> {
  await signInToBackOffice(page, ADMIN);
  const answer = page.waitForResponse(isRegistrations('week'));
  await page.goto('/admin/statistics');
  return (await (await answer).json()) as RegistrationStats;
}

const linePath = (page: Page) =>
  page.getByRole('region', { name: 'Number of registrations' }).locator('path.MuiLineChart-line');

test('headings, Week pressed by default, and the total from the same answer in the Russian format', async ({
  page,
}) => {
  const stats = await openStatistics(page);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Registration Statistics' }),
  ).toBeVisible();
  await expect(page.getByText('User growth analysis')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Number of registrations' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Week' })).toHaveAttribute('aria-pressed', 'true');
  for (const other of ['Day', 'Month', 'Year']) {
    await expect(page.getByRole('button', { name: other })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  }
  const total = new Intl.NumberFormat('ru-RU').format(stats.totalUsers);
  await expect(page.getByRole('region', { name: 'Total users' })).toContainText(total);
});

test('each period button asks the API again and redraws the line', async ({ page }) => {
  await openStatistics(page);
  const line = linePath(page);
  // A line of zeros is flat: attached, though zero pixels high.
  await expect(line).toBeAttached();
  let drawn = await line.getAttribute('d');

  for (const [label, period, points] of [
    ['Day', 'day', 2],
    ['Month', 'month', 29],
    ['Year', 'year', 366],
    ['Week', 'week', 8],
  ] as const) {
    const answer = page.waitForResponse(isRegistrations(period));
    await page.getByRole('button', { name: label }).click();
    const stats = (await (await answer).json()) as RegistrationStats;
    expect(stats.points.length).toBeGreaterThanOrEqual(points);
    await expect(page.getByRole('button', { name: label })).toHaveAttribute('aria-pressed', 'true');
    await expect(line).not.toHaveAttribute('d', drawn ?? '');
    drawn = await line.getAttribute('d');
  }
});

test('hovering today shows "Registrations: {count}"', async ({ page }) => {
  await registerStudent();
  const stats = await openStatistics(page);
  const today = stats.points.at(-1)!;
  expect(today.count).toBeGreaterThan(0);

  // The last mark is today's point.
  await page
    .getByRole('region', { name: 'Number of registrations' })
    .locator('.MuiLineChart-mark')
    .last()
    .hover({ force: true });
  await expect(page.getByText(`Registrations: ${today.count}`, { exact: true })).toBeVisible();
});

/**
 * What spills out of where it is drawn: a card's figure past its card, a chart's axis label
 * past its chart. Each as "what: text".
 */
function clippedText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const outside = (inner: DOMRect, outer: DOMRect) =>
      inner.left < outer.left - 1 ||
      inner.right > outer.right + 1 ||
      inner.top < outer.top - 1 ||
      inner.bottom > outer.bottom + 1;
    const found: string[] = [];
    for (const card of document.querySelectorAll('main section')) {
      for (const text of card.querySelectorAll('p, h2')) {
        const box = text.getBoundingClientRect();
        if (text.scrollWidth > text.clientWidth + 1 || outside(box, card.getBoundingClientRect())) {
          found.push(`card: ${text.textContent ?? ''}`);
        }
      }
    }
    for (const chart of document.querySelectorAll('main svg')) {
      const area = chart.getBoundingClientRect();
      if (area.width < 100) continue;
      for (const label of chart.querySelectorAll('text')) {
        if (outside(label.getBoundingClientRect(), area)) {
          found.push(`axis: ${label.textContent ?? ''}`);
        }
      }
    }
    return found;
  });
}

for (const [width, height] of [
  [1440, 900],
  [1280, 800],
  [390, 844],
] as const) {
  for (const locale of ['en', 'ru'] as const) {
    test(`at ${width} px in ${locale} no card's figure and no axis label is clipped`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height });
      await openStatistics(page);
      await switchBackOffice(page, locale);
      for (const period of locale === 'en' ? ['Week', 'Year'] : ['Неделя', 'Год']) {
        await page.getByRole('button', { name: period, exact: true }).click();
        await expect(page.getByRole('button', { name: period, exact: true })).toHaveAttribute(
          'aria-pressed',
          'true',
        );
        await expect(page.locator('main svg text').first()).toBeVisible();
        await expect(page.getByRole('progressbar')).toHaveCount(0);
        expect(await clippedText(page), `${period} at ${width} px in ${locale}`).toEqual([]);
      }
    });
  }
}
