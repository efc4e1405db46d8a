import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { callApi } from '../support/api';
import { expect, test } from '../support/fixtures';
import { ADMIN, grant, signInToBackOffice, staffToken } from '../support/staff';

/** A real H.264/AAC MP4 with its index first: one of the sample lessons. */
const SAMPLE_VIDEO = join(
  dirname(fileURLToPath(import.meta.url)),
  '../../content/lessons/lesson-1.mp4',
);

async function openResource(page: Page, menu: string, path: string) {
  await page.getByRole('menuitem', { name: menu }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/${path}$`));
}

/** Leaves the catalogue as the other tests expect it: the lesson is deleted, or archived. */
async function removeLesson(title: string): Promise<void> {
  const token = await staffToken(ADMIN);
  const lessons = (await (await callApi('/admin/lessons', { staffToken: token })).json()) as {
    id: number;
    title: string;
  }[];
  const lesson = lessons.find((candidate) => candidate.title === title);
  if (lesson) await callApi(`/admin/lessons/${lesson.id}`, { staffToken: token, method: 'DELETE' });
}

test('staff upload a lesson with a visible progress bar, publish it, and a Platinum student plays it', async ({
  page,
  browser,
  student,
}) => {
  // A sign-in, an upload, a save, then the student's screen and its video.
  test.setTimeout(90_000);
  const title = `Lesson on order flow ${Date.now()}`;
  await signInToBackOffice(page, ADMIN);
  await openResource(page, 'Lessons', 'lessons');
  await page.getByRole('link', { name: 'Create' }).click();

  // Required fields carry an asterisk in their label; the Russian ones are named apart.
  await page.getByRole('textbox', { name: /^Title( \*)?$/ }).fill(title);
  await page.getByRole('textbox', { name: /^Description( \*)?$/ }).fill('Reading the tape');
  await page.getByLabel('The video (MP4, H.264/AAC)').setInputFiles(SAMPLE_VIDEO);
  await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
  await expect(page.getByText('Uploaded: save to attach it')).toBeVisible();
  await expect(page.getByTitle('Preview')).toBeVisible();
  await page.getByLabel('PLATINUM').check();
  await page.getByLabel('Published').check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/lessons$/);
  await expect(page.getByRole('listitem').filter({ hasText: title })).toContainText('Published');

  await grant(student.id, { course: 'PLATINUM' });
  const studentPage = await browser.newPage({ baseURL: process.env.E2E_BASE_URL });
  await studentPage.addInitScript((token) => {
    localStorage.setItem('token', JSON.stringify(token));
  }, student.token);
  await studentPage.goto('/education/video');
  const item = studentPage.getByRole('listitem').filter({ hasText: title });
  await item.getByRole('button').click();
  const video = studentPage.locator('video');
  await video.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    return element.play();
  });
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
    .toBeGreaterThan(0);
  await studentPage.close();
  await removeLesson(title);
});

test('staff change the Gold price and /activate shows the new one', async ({
  page,
  browser,
  student,
}) => {
  test.setTimeout(60_000);
  const token = await staffToken(ADMIN);
  const gold = (await (await callApi('/admin/tiers/gold', { staffToken: token })).json()) as {
    price: number;
  };
  const oldPrice = gold.price;
  const newPrice = oldPrice + 25;
  try {
    await signInToBackOffice(page, ADMIN);
    await openResource(page, 'Tiers and prices', 'tiers');
    await page.getByRole('listitem').filter({ hasText: 'GOLD' }).getByRole('link').click();
    await page.getByLabel('Price, $').fill(String(newPrice));
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: 'GOLD' })).toContainText(
      `$${newPrice}`,
    );

    const studentPage = await browser.newPage({ baseURL: process.env.E2E_BASE_URL });
    await studentPage.addInitScript((studentToken) => {
      localStorage.setItem('token', JSON.stringify(studentToken));
    }, student.token);
    await studentPage.goto('/activate');
    await expect(studentPage.getByRole('article', { name: 'GOLD' })).toContainText(`$${newPrice}`);
    await studentPage.close();
  } finally {
    await callApi('/admin/tiers/gold', {
      staffToken: token,
      method: 'PUT',
      body: { ...gold, price: oldPrice },
    });
  }
});

test('an unpublished book disappears for students', async ({ page, student }) => {
  test.setTimeout(60_000);
  const token = await staffToken(ADMIN);
  const books = (await (await callApi('/admin/books', { staffToken: token })).json()) as {
    id: number;
    title: string;
    published: boolean;
  }[];
  const [book] = books;
  await grant(student.id, { course: 'GOLD' });
  try {
    await signInToBackOffice(page, ADMIN);
    await openResource(page, 'Books', 'books');
    await page.getByRole('listitem').filter({ hasText: book.title }).getByRole('link').click();
    await page.getByLabel('Published').uncheck();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: book.title })).toContainText(
      'Hidden',
    );

    const shown = await (await callApi('/books', { studentToken: student.token })).text();
    expect(shown).not.toContain(book.title);
  } finally {
    await callApi(`/admin/books/${book.id}`, {
      staffToken: token,
      method: 'PUT',
      body: { ...book, published: true },
    });
  }
});
