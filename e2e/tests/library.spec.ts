import type { Page } from '@playwright/test';
import { callApi } from '../support/api';
import { expect, test, type Student } from '../support/fixtures';
import { grant } from '../support/staff';

const BOOK_TITLES = [
  'Forex for Beginners',
  'Investments and Trading',
  'Online Trading',
  'The Strongest Signal in Technical Analysis',
  'Deals and Execution',
  'Trading Mistakes and Psychology',
  'Risk Management',
];

const bookLink = (student: Student, bookId: number) =>
  callApi(`/books/${bookId}/link`, { studentToken: student.token });

const card = (page: Page, title: string) => page.getByRole('article', { name: title });

async function expectSevenCoversAndTexts(page: Page) {
  await expect(page.getByRole('article')).toHaveCount(7);
  await expect(page.getByRole('article').getByRole('heading', { level: 2 })).toHaveText(
    BOOK_TITLES,
  );
  await expect(card(page, 'Risk Management')).toContainText(
    'Position sizing, stop losses and protecting your capital when trades go wrong.',
  );
  for (const title of BOOK_TITLES) {
    const cover = card(page, title).getByRole('img', { name: `Cover of ${title}` });
    await cover.scrollIntoViewIfNeeded();
    await expect
      .poll(() => cover.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0);
  }
}

async function expectAllLocked(page: Page) {
  const unavailable = page.getByRole('button', { name: 'Unavailable' });
  await expect(unavailable).toHaveCount(7);
  for (const button of await unavailable.all()) {
    await expect(button).toBeDisabled();
    await expect(button.locator('svg')).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Read' })).toHaveCount(0);
}

test.describe('the library', () => {
  test('a student without a course sees every book as Unavailable, and the API refuses the PDF', async ({
    page,
    student,
    signIn,
    consoleErrors,
  }) => {
    await signIn(student);
    await page.goto('/education/books');
    await expectSevenCoversAndTexts(page);
    await expectAllLocked(page);

    const refused = await bookLink(student, 1);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'CONTENT_LOCKED' });
    expect(consoleErrors).toEqual([]);
  });

  test('a balance of 500 does not open the books: they need a course', async ({
    page,
    student,
    signIn,
  }) => {
    await grant(student.id, { balance: 500 });
    await signIn(student);
    await page.goto('/education/books');
    await expectAllLocked(page);
    expect((await bookLink(student, 7)).status).toBe(403);
  });

  for (const course of ['SILVER', 'PLATINUM']) {
    test(`a ${course} student's Read opens the PDF in a new tab through a signed link`, async ({
      page,
      context,
      student,
      signIn,
      consoleErrors,
    }) => {
      await grant(student.id, { course });
      await signIn(student);
      await page.goto('/education/books');
      await expectSevenCoversAndTexts(page);
      await expect(page.getByRole('button', { name: 'Read' })).toHaveCount(7);
      await expect(page.getByRole('button', { name: 'Unavailable' })).toHaveCount(0);

      // Chromium hands a PDF to its viewer, which hides the bytes from the tab's response; the
      // route passes the server's answer through unchanged and keeps a copy of what it sent.
      const served: Buffer[] = [];
      await context.route('**/api/content/books/**', async (route) => {
        const answer = await route.fetch();
        served.push(await answer.body());
        await route.fulfill({ response: answer });
      });
      const pdfAnswer = context.waitForEvent('response', (response) =>
        response.url().includes('/api/content/books/'),
      );
      const newTab = context.waitForEvent('page');
      await card(page, 'Forex for Beginners').getByRole('button', { name: 'Read' }).click();
      const tab = await newTab;
      const pdf = await pdfAnswer;
      expect(pdf.frame().page()).toBe(tab);
      expect(pdf.url()).toMatch(
        /\/api\/content\/books\/forex-for-beginners\.pdf\?u=\d+&exp=\d+&sig=[\w-]+$/,
      );
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()['content-type']).toBe('application/pdf');
      expect(served).toHaveLength(1);
      expect(served[0].subarray(0, 5).toString('latin1')).toBe('%PDF-');
      await expect(page).toHaveURL(/\/education\/books$/);
      await expect(page.getByRole('alert')).toHaveCount(0);
      expect(consoleErrors).toEqual([]);
    });
  }

  test('a made-up or altered content URL gets 403', async ({ student }) => {
    await grant(student.id, { course: 'GOLD' });
    const answer = await bookLink(student, 2);
    expect(answer.status).toBe(200);
    const { url } = (await answer.json()) as { url: string };
    const signed = new URL(url, process.env.E2E_BASE_URL);
    expect((await fetch(signed)).status).toBe(200);

    const altered = new URL(signed);
    const signature = altered.searchParams.get('sig') ?? '';
    altered.searchParams.set(
      'sig',
      `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`,
    );
    const otherBook = new URL(signed);
    otherBook.pathname = '/api/content/books/risk-management.pdf';
    const laterExpiry = new URL(signed);
    laterExpiry.searchParams.set('exp', String(Number(signed.searchParams.get('exp')) + 3600));
    const madeUp = new URL(
      '/api/content/books/online-trading.pdf?u=1&exp=4102444800&sig=bWFkZS11cA',
      process.env.E2E_BASE_URL,
    );
    for (const forged of [altered, otherBook, laterExpiry, madeUp]) {
      const refused = await fetch(forged);
      expect(refused.status, forged.toString()).toBe(403);
      expect(refused.headers.get('content-type')).toMatch(/^application\/json/);
    }
  });
});
