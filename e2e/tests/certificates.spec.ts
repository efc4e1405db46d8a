import type { Page } from '@playwright/test';
import type { OwnCertificate, RegisterRequest } from '@academy/contracts';
import { aRegistration } from '@academy/contracts/testing';
import { callApi } from '../support/api';
import { expect, PHONE, registerStudent, test, type Student } from '../support/fixtures';
import { ADMIN, grant, signInToBackOffice } from '../support/staff';
import { SEED_LESSONS } from '@academy/contracts/seed';

const LAST = SEED_LESSONS.at(-1)!;

/** A Platinum student with every lesson but the last completed, through the API. */
async function almostDone(student: Student) {
  await grant(student.id, { course: 'PLATINUM' });
  for (const lesson of SEED_LESSONS.slice(0, -1)) {
    const saved = await callApi(`/lessons/${lesson.id}/progress`, {
      method: 'PUT',
      body: { positionSeconds: 10, completed: true },
      studentToken: student.token,
    });
    expect(saved.status).toBe(200);
  }
}

/** A student who holds a certificate; answers its code and the moment it was issued. */
async function certificateHolder(
  registration: Partial<RegisterRequest> = {},
): Promise<{ student: Student; code: string; issuedAt: string }> {
  const student = await registerStudent({
    username: 'Vera',
    lastname: 'Certified',
    ...registration,
  });
  await almostDone(student);
  await callApi(`/lessons/${LAST.id}/progress`, {
    method: 'PUT',
    body: { positionSeconds: 10, completed: true },
    studentToken: student.token,
  });
  const list = (await (
    await callApi('/certificates', { studentToken: student.token })
  ).json()) as OwnCertificate[];
  return { student, code: list[0].code, issuedAt: list[0].issuedAt };
}

/** Watches the end of a lesson in the player, which saves it as completed. */
async function finishLesson(page: Page, lessonId: number, title: string) {
  await page.goto(`/education/video?lesson=${lessonId}`);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  const video = page.getByRole('region', { name: title }).locator('video');
  await expect(video).toHaveAttribute('src', new RegExp(`lesson-${lessonId}\\.mp4`));
  const saved = page.waitForRequest(
    (request) =>
      request.method() === 'PUT' &&
      request.url().endsWith(`/api/lessons/${lessonId}/progress`) &&
      (request.postDataJSON() as { completed?: boolean }).completed === true,
  );
  // The sample videos are 12 s long: 11 s is past 90 % of them.
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
  await saved;
}

/** The student's and the visitor's screens are checked at each size; staff work at a desktop. */
test.describe('certificates', { tag: PHONE }, () => {
  test('a student completes the last lesson and gets the certificate on the dashboard', async ({
    page,
    student,
    signIn,
  }) => {
    await almostDone(student);
    await signIn(student);
    await finishLesson(page, LAST.id, LAST.title);
    await page.goto('/dashboard');
    const card = page.getByRole('region', {
      name: 'Congratulations! You have earned a certificate',
    });
    await expect(card).toContainText('Platinum course');
    await expect(card.getByRole('link', { name: 'Add to LinkedIn' })).toHaveAttribute(
      'href',
      /^https:\/\/www\.linkedin\.com\/profile\/add\?/,
    );
    const downloading = page.waitForEvent('download');
    await card.getByRole('button', { name: 'Download certificate' }).click();
    expect((await downloading).suggestedFilename()).toMatch(/^certificate-[A-Z2-7-]+\.pdf$/);
  });

  test('a visitor with no account opens the verify page', async ({ page }) => {
    const { student, code } = await certificateHolder();
    await page.goto(`/certificates/${code}`);
    await expect(page.getByText('Valid certificate')).toBeVisible();
    await expect(
      page.getByText('Vera Certified completed the Platinum course of Trading Academy.'),
    ).toBeVisible();
    // Nothing else about the holder: no e-mail, phone or balance.
    await expect(page.getByText(student.email)).toHaveCount(0);
    await expect(page.getByText(aRegistration().contact.slice(-10))).toHaveCount(0);
    await expect(page.getByText('$')).toHaveCount(0);
  });

  test.describe('to a visitor a day behind its holder', () => {
    // Honolulu (UTC−10) reads the same clock as Kiritimati (UTC+14), a calendar day earlier.
    test.use({ timezoneId: 'Pacific/Honolulu' });

    test('the verify page dates it the day its holder got it, as the PDF does', async ({
      page,
    }) => {
      const { code, issuedAt } = await certificateHolder({ deviceTimeZone: 'Pacific/Kiritimati' });
      const holdersDay = new Intl.DateTimeFormat('en', {
        dateStyle: 'long',
        timeZone: 'Pacific/Kiritimati',
      }).format(new Date(issuedAt));
      await page.goto(`/certificates/${code}`);
      await expect(page.getByText('Valid certificate')).toBeVisible();
      await expect(page.getByText(holdersDay, { exact: true })).toBeVisible();
    });
  });

  test('staff revoke a certificate and its verify page says so', async ({ page, browser }) => {
    const { code } = await certificateHolder();
    const staffContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    try {
      const staffPage = await staffContext.newPage();
      await signInToBackOffice(staffPage, ADMIN);
      await staffPage.goto('/admin/certificates');
      await staffPage.getByRole('textbox', { name: 'Holder name or code' }).fill(code);
      const entry = staffPage.locator('tr, li').filter({ hasText: code });
      await expect(entry).toHaveCount(1);
      await entry.getByRole('button', { name: 'Revoke' }).click();
      const dialog = staffPage.getByRole('dialog', { name: `Revoke certificate ${code}?` });
      await dialog.getByRole('textbox').fill('Issued in error');
      await dialog.getByRole('button', { name: 'Revoke' }).click();
      await expect(staffPage.getByText('Certificate revoked')).toBeVisible();
    } finally {
      await staffContext.close();
    }

    await page.goto(`/certificates/${code}`);
    await expect(page.getByText('Revoked certificate')).toBeVisible();
    await expect(page.getByText('Revoked: Issued in error')).toBeVisible();
  });
});
