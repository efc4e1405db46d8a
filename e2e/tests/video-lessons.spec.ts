import type { Locator, Page } from '@playwright/test';
import { callApi } from '../support/api';
import { expect, isPhone, PHONE, type Student, test } from '../support/fixtures';
import { grant } from '../support/staff';

const LESSON_TITLES = [
  'Demo Lesson',
  'Lesson 1: Introduction to Trading',
  'Lesson 2: Introduction to Forex',
  'Lesson 3: Introduction to Stocks',
  'Lesson 4: Introduction to Cryptocurrency',
  'Lesson 5: Fundamental Analysis',
  'Lesson 6: Technical Analysis',
  'Lesson 7: Trader Psychology',
];
const NOTICE =
  'The demo lesson is free. The full course opens with the PLATINUM course or a balance of more than $500.';
const PREMIUM_ONLY = 'This lesson is only available for premium users';

const lessonLink = (student: Student, lessonId: number) =>
  callApi(`/lessons/${lessonId}/link`, { studentToken: student.token });

const lessonList = (page: Page) => page.getByRole('region', { name: 'Course Lessons' });
const lesson = (page: Page, title: string) =>
  lessonList(page).getByRole('listitem').filter({ hasText: title });
const player = (page: Page) => page.locator('section').filter({ has: page.locator('video') });

async function openScreen(page: Page, path = '/education/video') {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Video Lessons' })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Trading Fundamentals Video Course' }),
  ).toBeVisible();
  await expect(lessonList(page).getByRole('listitem')).toHaveCount(8);
  for (const [index, title] of LESSON_TITLES.entries()) {
    await expect(lessonList(page).getByRole('listitem').nth(index)).toContainText(title);
  }
  await expect(lesson(page, 'Lesson 7: Trader Psychology')).toContainText('09:50');
  await expect(lesson(page, 'Demo Lesson').getByRole('button')).toHaveAttribute(
    'aria-current',
    'true',
  );
  // The screen has settled once the user and the demo video have loaded.
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}

async function expectLocks(page: Page, lockedTitles: string[]) {
  for (const title of LESSON_TITLES) {
    const icon = lockedTitles.includes(title) ? 'Locked' : 'Available';
    await expect(lesson(page, title).getByRole('img', { name: icon })).toBeVisible();
  }
  await expect(lessonList(page).getByRole('img', { name: 'Locked' })).toHaveCount(
    lockedTitles.length,
  );
}

/** Starts the video (muted: no gesture needed) and waits until its time moves on. */
async function expectPlays(video: Locator) {
  await video.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    return element.play();
  });
  const start = await video.evaluate((element: HTMLVideoElement) => element.currentTime);
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
    .toBeGreaterThan(start + 0.5);
}

/** Jumps to `seconds`, waits for `seeked`, and checks playback goes on from there. */
async function expectSeeks(video: Locator, seconds: number) {
  const landed = await video.evaluate(
    (element: HTMLVideoElement, target) =>
      new Promise<number>((resolve) => {
        element.addEventListener('seeked', () => resolve(element.currentTime), { once: true });
        element.currentTime = target;
      }),
    seconds,
  );
  expect(landed).toBeGreaterThanOrEqual(seconds - 0.5);
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
    .toBeGreaterThan(landed + 0.5);
  expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(false);
}

test.describe('video lessons without access', () => {
  for (const course of ['NONE', 'SILVER']) {
    test(`a ${course} student sees the notice, watches the demo and finds lessons 1 to 7 locked`, async ({
      page,
      student,
      signIn,
      consoleErrors,
    }) => {
      if (course !== 'NONE') await grant(student.id, { course });
      await signIn(student);
      await openScreen(page);
      await expect(page.getByText(NOTICE, { exact: true })).toBeVisible();
      await expectLocks(page, LESSON_TITLES.slice(1));

      await expect(player(page)).toContainText('Demo Lesson');
      await expect(player(page)).toContainText('Duration: 00:43');
      await expectPlays(page.locator('video'));

      await lesson(page, 'Lesson 4: Introduction to Cryptocurrency').getByRole('button').click();
      await expect(page.getByText(PREMIUM_ONLY, { exact: true })).toBeVisible();
      await expect(page.locator('video')).toHaveCount(0);
      await expect(
        page.getByRole('heading', { name: 'Lesson 4: Introduction to Cryptocurrency' }),
      ).toBeVisible();
      await expect(page.getByText('Duration: 09:58')).toBeVisible();

      const refused = await lessonLink(student, 4);
      expect(refused.status).toBe(403);
      expect(await refused.json()).toMatchObject({ code: 'CONTENT_LOCKED' });
      expect((await lessonLink(student, 0)).status).toBe(200);
      expect(consoleErrors).toEqual([]);
    });
  }

  // The API decides the locks (GET /api/lessons): when that list cannot be read, the screen fails
  // closed, offering no lesson and asking for no video, and says the lessons could not be loaded.
  test('when the lessons cannot be fetched none is offered, no video is asked for and the screen says so', async ({
    page,
    student,
    signIn,
    consoleErrors,
  }) => {
    await grant(student.id, { course: 'PLATINUM' });
    await signIn(student);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    // The session has its user; only the video screen's list of lessons fails from here on.
    await page.route('**/api/lessons', (route) =>
      route.fulfill({ status: 503, json: { statusCode: 503, message: 'Unavailable' } }),
    );
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    const videoRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/(lessons\/\d+\/link|content\/)/.test(request.url())) {
        videoRequests.push(request.url());
      }
    });
    await page
      .getByRole('link', { name: /Education/ })
      .first()
      .click();
    await page.getByRole('article', { name: 'Video Lessons' }).getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Video Lessons' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(
      'The lessons could not be loaded. Please try again later.',
    );
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expect(lessonList(page).getByRole('listitem')).toHaveCount(0);
    await expect(page.locator('video')).toHaveCount(0);
    expect(videoRequests).toEqual([]);
    expect(warnings.some((warning) => warning.startsWith('Failed to load the lessons'))).toBe(true);
    // Only the browser's own note of the refused request; the app itself logs no error.
    expect(consoleErrors.filter((error) => !error.startsWith('Failed to load resource'))).toEqual(
      [],
    );
  });
});

test.describe('video lessons with access', () => {
  const students: [string, { course: string } | { balance: number }][] = [
    ['balance-500', { balance: 500 }],
    ['PLATINUM', { course: 'PLATINUM' }],
  ];
  for (const [name, change] of students) {
    test(`a ${name} student has every lesson open; a chosen lesson plays and seeks`, async ({
      page,
      student,
      signIn,
      consoleErrors,
    }) => {
      await grant(student.id, change);
      await signIn(student);
      await openScreen(page, '/education/video/forex');
      await expect(page.getByText(NOTICE)).toHaveCount(0);
      await expectLocks(page, []);

      await lesson(page, 'Lesson 3: Introduction to Stocks').getByRole('button').click();
      await expect(
        lesson(page, 'Lesson 3: Introduction to Stocks').getByRole('button'),
      ).toHaveAttribute('aria-current', 'true');
      const video = page
        .getByRole('region', { name: 'Lesson 3: Introduction to Stocks' })
        .locator('video');
      await expect(video).toHaveAttribute(
        'src',
        /\/api\/content\/lessons\/lesson-3\.mp4\?u=\d+&exp=\d+&sig=[\w-]+$/,
      );
      await expect(page.getByText('Duration: 03:40')).toBeVisible();
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      await expect(page.getByText(PREMIUM_ONLY)).toHaveCount(0);
      await expect(video).toBeInViewport();
      await expectPlays(video);
      await expectSeeks(video, 6);
      expect((await lessonLink(student, 7)).status).toBe(200);
      expect(consoleErrors).toEqual([]);
    });
  }

  test('a video whose link no longer works resumes with a fresh link', async ({
    page,
    student,
    signIn,
  }) => {
    await grant(student.id, { course: 'PLATINUM' });
    await signIn(student);
    const issued: string[] = [];
    // The first link the screen gets is spoiled, as an expired one is: its file answers 403.
    await page.route('**/api/lessons/0/link', async (route) => {
      const answer = await route.fetch();
      const link = (await answer.json()) as { url: string; expiresAt: string };
      if (issued.length === 0) link.url = link.url.replace(/sig=[\w-]+/, 'sig=expired');
      issued.push(link.url);
      await route.fulfill({ response: answer, json: link });
    });
    const refusedFile = page.waitForResponse(
      (response) => response.url().includes('sig=expired') && response.status() === 403,
    );
    await page.goto('/education/video');
    await refusedFile;
    await expect.poll(() => issued.length).toBe(2);
    const video = page.locator('video');
    await expect(video).toHaveAttribute('src', issued[1]);
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expectPlays(video);
    await expect(page.getByText('The video could not be loaded.')).toHaveCount(0);
  });

  test('when a range request fails after the link expired, playback resumes where it stopped', async ({
    page,
    student,
    signIn,
  }) => {
    await grant(student.id, { course: 'PLATINUM' });
    await signIn(student);
    // The first link serves all but the video's last 4 kB; the range request for the rest is
    // refused, as an expired link's would be, once the test lets it through.
    let firstUrl: string | null = null;
    let expire: () => void = () => undefined;
    const expired = new Promise<void>((resolve) => {
      expire = resolve;
    });
    await page.route(/\/api\/content\/lessons\/lesson-0\.mp4\?/, async (route) => {
      const request = route.request();
      firstUrl ??= request.url();
      if (request.url() !== firstUrl) return route.continue();
      const headers = await request.allHeaders();
      if ((headers.range ?? 'bytes=0-') === 'bytes=0-') {
        const whole = await (await route.fetch()).body();
        const head = whole.subarray(0, whole.length - 4000);
        return route.fulfill({
          status: 206,
          contentType: 'video/mp4',
          headers: {
            'accept-ranges': 'bytes',
            'content-range': `bytes 0-${head.length - 1}/${whole.length}`,
          },
          body: head,
        });
      }
      await expired;
      return route.fulfill({
        status: 403,
        json: {
          statusCode: 403,
          message: 'This link is invalid or has expired',
          code: 'LINK_INVALID',
        },
      });
    });
    await page.goto('/education/video');
    const video = page.locator('video');
    await expect(video).toHaveAttribute('src', /sig=/);
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    const firstSrc = await video.getAttribute('src');
    // The failing element leaves the page with its link, so it notes its position on the page,
    // and so does the element that replaces it when it is moved to where playback stopped.
    await video.evaluate((failing: HTMLVideoElement) => {
      failing.addEventListener('error', () => {
        document.body.dataset.failedAt = String(failing.currentTime);
      });
      document.addEventListener(
        'seeked',
        (event) => {
          const seeked = event.target as HTMLVideoElement;
          if (seeked !== failing) document.body.dataset.resumedAt ??= String(seeked.currentTime);
        },
        true,
      );
    });
    await expectPlays(video);
    await expectSeeks(video, 3);
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
      .toBeGreaterThan(4);
    expire();

    await expect(video).not.toHaveAttribute('src', firstSrc ?? '');
    const noted = (key: 'failedAt' | 'resumedAt') =>
      page.evaluate((name) => document.body.dataset[name], key);
    const failedAt = Number(await noted('failedAt'));
    expect(failedAt).toBeGreaterThan(4);
    await expect.poll(() => noted('resumedAt')).toBeDefined();
    expect(Number(await noted('resumedAt'))).toBeCloseTo(failedAt, 0);
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
      .toBeGreaterThan(failedAt + 0.5);
    expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(false);
    await expect(page.getByText('The video could not be loaded.')).toHaveCount(0);
  });

  test('an altered video URL gets 403 while the signed one streams byte ranges', async ({
    student,
  }) => {
    await grant(student.id, { balance: 500 });
    const { url } = (await (await lessonLink(student, 2)).json()) as { url: string };
    const signed = new URL(url, process.env.E2E_BASE_URL);
    const range = await fetch(signed, { headers: { range: 'bytes=0-99' } });
    expect(range.status).toBe(206);
    expect(range.headers.get('content-type')).toBe('video/mp4');
    expect((await range.arrayBuffer()).byteLength).toBe(100);

    const otherUser = new URL(signed);
    otherUser.searchParams.set('u', String(student.id + 1));
    const otherLesson = new URL(signed);
    otherLesson.pathname = '/api/content/lessons/lesson-5.mp4';
    const madeUp = new URL(
      '/api/content/lessons/lesson-7.mp4?u=1&exp=4102444800&sig=bWFkZS11cA',
      process.env.E2E_BASE_URL,
    );
    for (const forged of [otherUser, otherLesson, madeUp]) {
      expect((await fetch(forged, { headers: { range: 'bytes=0-99' } })).status, forged.href).toBe(
        403,
      );
    }
  });
});

test(
  'on a phone the lessons list sits below the player; on a desktop beside it',
  { tag: PHONE },
  async ({ page, student, signIn }) => {
    await signIn(student);
    await openScreen(page);
    const playerBox = await player(page).boundingBox();
    const listBox = await lessonList(page).boundingBox();
    if (!playerBox || !listBox) throw new Error('The player and the list must both be laid out');
    if (isPhone(page)) {
      expect(listBox.y).toBeGreaterThanOrEqual(playerBox.y + playerBox.height);
      expect(playerBox.width).toBeGreaterThan(300);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
    } else {
      expect(listBox.x).toBeGreaterThanOrEqual(playerBox.x + playerBox.width);
      expect(listBox.y).toBeLessThan(playerBox.y + playerBox.height);
    }
  },
);
