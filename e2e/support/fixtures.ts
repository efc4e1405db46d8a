import { test as base, expect, type Page } from '@playwright/test';
import type { RegisterRequest } from '@academy/contracts';
import { aRegistration } from '@academy/contracts/testing';
import { academyApi, refusal } from './api';

export interface Student {
  email: string;
  password: string;
  token: string;
  id: number;
}

interface Fixtures {
  /** A fresh student registered through the API (not signed in in the page). */
  student: Student;
  /** Signs the page in as this student, the way the app keeps a session. */
  signIn: (student: Student) => Promise<void>;
  /** Errors the page logged (console.error, uncaught exceptions), for tests to inspect. */
  consoleErrors: string[];
}

/**
 * Registers a student through the API. Playwright's workers are separate processes, each with
 * its own count in aRegistration's e-mails, so the address gets random bytes instead.
 */
export async function registerStudent(overrides: Partial<RegisterRequest> = {}): Promise<Student> {
  const registration = aRegistration(overrides);
  const registered = await academyApi().POST('/api/register', {
    params: { header: { 'user-agent': 'Playwright browser tests' } },
    body: registration,
  });
  if (!registered.data) throw refusal('register', registered.response, registered.error);
  const { token } = registered.data;
  const me = await academyApi({ studentToken: token }).GET('/api/user');
  if (!me.data) throw refusal('reading the new student', me.response, me.error);
  return { email: registration.email, password: registration.password, token, id: me.data.data.id };
}

export const test = base.extend<Fixtures>({
  baseURL: async ({}, use) => {
    await use(process.env.E2E_BASE_URL);
  },
  student: async ({}, use) => {
    await use(await registerStudent());
  },
  signIn: async ({ page }, use) => {
    await use(async (student) => {
      // Once per tab: a later logout must not be undone by the next page load.
      await page.addInitScript((token) => {
        if (sessionStorage.getItem('e2e-signed-in')) return;
        sessionStorage.setItem('e2e-signed-in', '1');
        localStorage.setItem('token', JSON.stringify(token));
      }, student.token);
    });
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
    },
    { auto: true },
  ],
});

export { expect };

/** The tag of a test that the phone project runs as well as the desktop one (e2e/README.md). */
export const PHONE = '@phone';

/**
 * The back office's files run at a desktop unless tagged; admin-phone.spec.ts checks what a phone
 * changes.
 */
const BACK_OFFICE_FILE = /admin-[^/]*\.spec\.ts$/;

/**
 * Whether the page has the phone layout. A student test that asks takes another path on a phone,
 * so the phone project must run it too: without the `@phone` tag it fails here, on the desktop.
 */
export function isPhone(page: Page): boolean {
  const phone = (page.viewportSize()?.width ?? 1280) < 900;
  const { tags, file, title } = test.info();
  if (!phone && !tags.includes(PHONE) && !BACK_OFFICE_FILE.test(file)) {
    throw new Error(
      `"${title}" takes another path on a phone: tag it { tag: '${PHONE}' } so that the ` +
        'phone project runs it too (e2e/README.md, "Phone tests").',
    );
  }
  return phone;
}
