import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from '@playwright/test';
import { callApi } from '../support/api';
import { expect, test } from '../support/fixtures';
import { ADMIN, grant, signInToBackOffice, staffToken } from '../support/staff';

/** A real H.264/AAC MP4 with its index first: one of the sample lessons. */
const SAMPLE_VIDEO = join(
  dirname(fileURLToPath(import.meta.url)),
  '../../content/lessons/lesson-1.mp4',
);

/**
 * The back office, signed in, in a window of its own at a desktop's size: it is a desk tool
 * (admin-phone.spec.ts checks it on a phone). The student's `page` has the project's size.
 */
async function backOffice(browser: Browser, menu: string, path: string): Promise<Page> {
  const page = await browser.newPage({
    baseURL: process.env.E2E_BASE_URL,
    viewport: { width: 1280, height: 800 },
  });
  await signInToBackOffice(page, ADMIN);
  await page.getByRole('menuitem', { name: menu }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/${path}$`));
  return page;
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

/**
 * Runs a change staff make to one catalogue record (`/admin/tiers/gold`), then puts the record
 * back as it was read, so that the tests after it find the catalogue they expect.
 */
async function changingRecord<T>(path: string, change: (record: T) => Promise<void>) {
  const token = await staffToken(ADMIN);
  const record = (await (await callApi(path, { staffToken: token })).json()) as T;
  try {
    await change(record);
  } finally {
    await callApi(path, { staffToken: token, method: 'PUT', body: record });
  }
}

test('staff upload a lesson with a visible progress bar, publish it, and a Platinum student plays it', async ({
  page: studentPage,
  browser,
  student,
  signIn,
}) => {
  // A sign-in, an upload, a save, then the student's screen and its video.
  test.setTimeout(90_000);
  const title = `Lesson on order flow ${Date.now()}`;
  const page = await backOffice(browser, 'Lessons', 'lessons');
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
  await page.close();

  await grant(student.id, { course: 'PLATINUM' });
  await signIn(student);
  await studentPage.goto('/education/video');
  const item = studentPage.getByRole('listitem').filter({ hasText: title });
  await item.getByRole('button').click();
  // The player replaces its video element once the chosen lesson's link arrives: play whichever
  // element is there until one plays, as a student pressing play would.
  const video = studentPage.getByRole('region', { name: title }).locator('video');
  await expect
    .poll(() =>
      video.evaluate(async (element: HTMLVideoElement) => {
        element.muted = true;
        if (element.paused) await element.play().catch(() => undefined);
        return element.currentTime;
      }),
    )
    .toBeGreaterThan(0);
  await removeLesson(title);
});

test('staff change the Gold price, and /activate and the payment overlay show the new one', async ({
  page: studentPage,
  browser,
  student,
  signIn,
}) => {
  await changingRecord<{ price: number }>('/admin/tiers/gold', async ({ price: oldPrice }) => {
    const newPrice = oldPrice + 25;
    const page = await backOffice(browser, 'Tiers and prices', 'tiers');
    await page.getByRole('listitem').filter({ hasText: 'GOLD' }).getByRole('link').click();
    await page.getByLabel('Price, $').fill(String(newPrice));
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: 'GOLD' })).toContainText(
      `$${newPrice}`,
    );
    await page.close();

    await signIn(student);
    await studentPage.goto('/activate');
    const card = studentPage.getByRole('article', { name: 'GOLD' });
    await expect(card).toContainText(`$${newPrice}`);
    await card.getByRole('button', { name: 'Top Up' }).click();
    const overlay = studentPage.getByRole('dialog');
    await expect(overlay).toHaveAccessibleName('Select payment method');
    await expect(overlay).toContainText('GOLD');
    await expect(overlay).toContainText(`$${newPrice}.00`);
    await expect(overlay).not.toContainText(`$${oldPrice}.00`);
  });
});

test('an unpublished book disappears for students', async ({
  page: studentPage,
  browser,
  student,
  signIn,
}) => {
  const books = (await (
    await callApi('/admin/books', { staffToken: await staffToken(ADMIN) })
  ).json()) as { id: number }[];
  await changingRecord<{ title: string }>(`/admin/books/${books[0].id}`, async (book) => {
    await grant(student.id, { course: 'GOLD' });
    await signIn(student);
    await studentPage.goto('/education/books');
    const shelf = studentPage.getByRole('article');
    await expect(studentPage.getByRole('article', { name: book.title, exact: true })).toBeVisible();
    const shelved = await shelf.count();

    const page = await backOffice(browser, 'Books', 'books');
    await page.getByRole('listitem').filter({ hasText: book.title }).getByRole('link').click();
    await page.getByLabel('Published').uncheck();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: book.title })).toContainText(
      'Hidden',
    );
    await page.close();

    await studentPage.reload();
    await expect(shelf).toHaveCount(shelved - 1);
    await expect(studentPage.getByRole('article', { name: book.title, exact: true })).toHaveCount(
      0,
    );
    const shown = await (await callApi('/books', { studentToken: student.token })).text();
    expect(shown).not.toContain(book.title);
  });
});

test('staff rename the demo lesson, lesson 0, and students see its new title', async ({
  page: studentPage,
  browser,
  student,
  signIn,
}) => {
  await changingRecord<{ title: string }>('/admin/lessons/0', async (demo) => {
    const title = `Welcome to the course ${Date.now()}`;
    const page = await backOffice(browser, 'Lessons', 'lessons');
    await page.getByRole('listitem').filter({ hasText: demo.title }).getByRole('link').click();
    await expect(page).toHaveURL(/\/admin\/lessons\/0$/);
    await page.getByRole('textbox', { name: /^Title( \*)?$/ }).fill(title);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/admin\/lessons$/);
    await expect(page.getByRole('listitem').filter({ hasText: title })).toContainText('Published');
    await page.close();

    await signIn(student);
    await studentPage.goto('/education/video');
    await expect(studentPage.getByRole('listitem').filter({ hasText: title })).toBeVisible();
  });
});
