import type { Locator, Page } from '@playwright/test';
import { callApi } from '../support/api';
import { expect, test, type Student } from '../support/fixtures';
import { grant } from '../support/staff';

const lessonList = (page: Page) => page.getByRole('region', { name: 'Course Lessons' });
const lesson = (page: Page, title: string) =>
  lessonList(page).getByRole('listitem').filter({ hasText: title });
const currentTime = (video: Locator) =>
  video.evaluate((element: HTMLVideoElement) => element.currentTime);

/** The player of the lesson the address names, once its video is ready to play. */
async function openLesson(page: Page, lessonId: number, title: string) {
  await page.goto(`/education/video?lesson=${lessonId}`);
  await expect(lesson(page, title).getByRole('button')).toHaveAttribute('aria-current', 'true');
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  const video = page.getByRole('region', { name: title }).locator('video');
  await expect(video).toHaveAttribute('src', new RegExp(`lesson-${lessonId}\\.mp4`));
  return video;
}

/** Waits for the screen to save this lesson's position, and answers what it sent. */
function progressSaved(page: Page, lessonId: number) {
  return page.waitForRequest(
    (request) =>
      request.method() === 'PUT' && request.url().endsWith(`/api/lessons/${lessonId}/progress`),
  );
}

async function lessons(student: Student) {
  const response = await callApi('/lessons', { studentToken: student.token });
  return (
    (await response.json()) as {
      data: { id: number; positionSeconds: number; completed: boolean }[];
    }
  ).data;
}

test.describe('learning progress', () => {
  test.beforeEach(async ({ student, signIn }) => {
    await grant(student.id, { course: 'PLATINUM' });
    await signIn(student);
  });

  test('a lesson watched in part resumes at the same second after a reload', async ({
    page,
    student,
    consoleErrors,
  }) => {
    const video = await openLesson(page, 3, 'Lesson 3: Introduction to Stocks');
    await video.evaluate((element: HTMLVideoElement) => {
      element.muted = true;
      return element.play();
    });
    await expect.poll(() => currentTime(video)).toBeGreaterThan(3);
    const saved = progressSaved(page, 3);
    const stoppedAt = await video.evaluate((element: HTMLVideoElement) => {
      element.pause();
      return element.currentTime;
    });
    const request = await saved;
    expect(request.postDataJSON()).toEqual({ positionSeconds: stoppedAt, completed: false });
    await (await request.response())?.finished();
    expect((await lessons(student))[3]).toMatchObject({ positionSeconds: stoppedAt });

    await page.reload();
    const resumed = await openLesson(page, 3, 'Lesson 3: Introduction to Stocks');
    await expect.poll(() => currentTime(resumed)).toBeCloseTo(stoppedAt, 1);
    expect(await resumed.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
    expect(consoleErrors).toEqual([]);
  });

  test('a lesson watched to 90 % is ticked in the list and counted on the dashboard', async ({
    page,
    student,
  }) => {
    const title = 'Lesson 1: Introduction to Trading';
    const video = await openLesson(page, 1, title);
    await expect(lesson(page, title).getByRole('img', { name: 'Completed' })).toHaveCount(0);
    const saved = progressSaved(page, 1);
    // The sample video is 12 s long: 11 s is past 90 % of its real length.
    await video.evaluate(
      (element: HTMLVideoElement) =>
        new Promise<void>((resolve) => {
          element.addEventListener('seeked', () => resolve(), { once: true });
          element.currentTime = 11;
        }),
    );
    await video.evaluate((element: HTMLVideoElement) => {
      element.muted = true;
      return element.play();
    });
    await video.evaluate((element: HTMLVideoElement) => element.pause());
    expect((await saved).postDataJSON()).toMatchObject({ completed: true });
    await expect(lesson(page, title).getByRole('img', { name: 'Completed' })).toBeVisible();
    await expect.poll(async () => (await lessons(student))[1].completed).toBe(true);

    await page.goto('/dashboard');
    const card = page.getByRole('region', { name: 'Continue learning' });
    // One of the eight lessons: the free demo counts, as it does for the certificate.
    await expect(card).toContainText('12% of the course completed');
    await expect(card.getByRole('progressbar', { name: 'Course completion' })).toHaveAttribute(
      'aria-valuenow',
      '12',
    );
    await expect(card).toContainText('Next lesson: Demo Lesson');
    await card.getByRole('link', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/education\/video\?lesson=0$/);
    await expect(lesson(page, 'Demo Lesson').getByRole('button')).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(lesson(page, title).getByRole('img', { name: 'Completed' })).toBeVisible();
  });
});

test.describe('the trial clock', () => {
  test.use({ timezoneId: 'Asia/Tokyo' });

  test("after activating the trial the dashboard counts down to its end, in the student's zone", async ({
    page,
    student,
    signIn,
  }) => {
    await signIn(student);
    await page.goto('/dashboard');
    await expect(page.getByRole('region', { name: 'Your $500 trial' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Activate', exact: true }).click();

    const clock = page.getByRole('region', { name: 'Your $500 trial' });
    await expect(clock.getByRole('timer')).toHaveText('2 days 23 hours 59 minutes');
    const me = (await (await callApi('/user', { studentToken: student.token })).json()) as {
      data: { overdraft_expires_at: string };
    };
    const endsAt = new Date(me.data.overdraft_expires_at);
    const tokyo = new Intl.DateTimeFormat('en', {
      timeZone: 'Asia/Tokyo',
      hour: '2-digit',
      minute: '2-digit',
      hour12: true,
    })
      .format(endsAt)
      .slice(0, 5);
    await expect(clock).toContainText(
      new RegExp(`Ends on \\w+, \\w+ \\d+ at ${tokyo}\\s[AP]M GMT\\+9`),
    );

    await page.reload();
    await expect(clock.getByRole('timer')).toHaveText(/^2 days 23 hours \d+ minutes?$/);
  });
});
