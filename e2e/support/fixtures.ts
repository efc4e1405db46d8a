import { test as base, expect, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';

export const STRONG_PASSWORD = 'Str0ng!pass';

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

const apiUrl = (path: string) => `${process.env.E2E_BASE_URL}/api${path}`;

export async function registerStudent(overrides: Record<string, string> = {}): Promise<Student> {
  const email = `e2e.${randomBytes(5).toString('hex')}@example.com`;
  const body = {
    username: 'Anna',
    lastname: 'Petrova',
    email,
    contact: '+79123456789',
    password: STRONG_PASSWORD,
    ...overrides,
  };
  const response = await fetch(apiUrl('/register'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (response.status !== 201) throw new Error(`register failed: ${response.status}`);
  const { token } = (await response.json()) as { token: string };
  const me = (await (await fetch(apiUrl('/user'), { headers: { token } })).json()) as {
    data: { id: number };
  };
  return { email: body.email, password: body.password, token, id: me.data.id };
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

export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 900;
