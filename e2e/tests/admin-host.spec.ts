import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createAcademyClient } from '@academy/api-client';
import { aRegistration } from '@academy/contracts/testing';
import { expect, isPhone, PHONE, test } from '../support/fixtures';
import { backendDist, freePort, repoRoot, waitForHealth } from '../support/product-server';
import { ADMIN, fillStaffLogin } from '../support/staff';

/** Chromium resolves every *.localhost name to this machine. */
const ADMIN_HOST = 'admin.localhost';

let server: ChildProcess | undefined;
let dataDir = '';
let port = 0;
const adminOrigin = () => `http://${ADMIN_HOST}:${port}`;
const studentOrigin = () => `http://localhost:${port}`;

/**
 * A product of its own, with the back office on ADMIN_HOST: the shared one serves it at /admin
 * for every other spec.
 */
test.beforeAll(async () => {
  test.setTimeout(120_000);
  port = await freePort();
  const closedPort = await freePort();
  dataDir = mkdtempSync(join(tmpdir(), 'academy-e2e-admin-host-'));
  server = spawn(process.execPath, [join(backendDist, 'main.js')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PUBLIC_URL: studentOrigin(),
      ADMIN_HOST,
      ADMIN_URL: adminOrigin(),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_IP: '100000',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      GEO_LOOKUP_URL: `http://127.0.0.1:${closedPort}/json/`,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(`http://127.0.0.1:${port}`, server);
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((done) => server!.once('exit', done));
    server.kill('SIGTERM');
    await exited;
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** A student of this product, registered on the students' host. */
async function registerStudent(): Promise<{ id: number; email: string }> {
  const api = createAcademyClient({ baseUrl: `http://127.0.0.1:${port}` });
  const registration = aRegistration();
  const { data } = await api.POST('/api/register', { body: registration });
  if (!data) throw new Error('registering a student failed');
  const me = await createAcademyClient({
    baseUrl: `http://127.0.0.1:${port}`,
    studentToken: data.token,
  }).GET('/api/user');
  if (!me.data) throw new Error('reading the new student failed');
  return { id: me.data.data.id, email: registration.email };
}

test(
  'the back office works at the root of its own host, where /admin leads back to it',
  { tag: PHONE },
  async ({ page }) => {
    const student = await registerStudent();

    await page.goto(`${adminOrigin()}/`);
    await expect(page).toHaveURL(`${adminOrigin()}/login`);
    await fillStaffLogin(page, ADMIN);
    const usersAnswer = page.waitForResponse(
      (response) =>
        response.url().startsWith(`${adminOrigin()}/api/admin/users?`) &&
        response.request().method() === 'GET',
    );
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(`${adminOrigin()}/users`);
    expect((await usersAnswer).status()).toBe(200);
    // A table row at a desktop, an entry of the stacked list on a phone.
    const entry = (isPhone(page) ? page.getByRole('listitem') : page.getByRole('row')).filter({
      hasText: student.email,
    });
    await expect(entry).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).not.toBeNull();

    // A course change goes through /api/admin, which this host serves.
    await entry.getByRole('button', { name: 'Select course' }).click();
    const dialog = page.getByRole('dialog', { name: `Select course for user ${student.id}` });
    await dialog.getByRole('button', { name: 'GOLD' }).click();
    await expect(dialog).toBeHidden();
    await expect(entry).toContainText('GOLD');

    // A deep link loads the page and the screen's own files from the root.
    await page.goto(`${adminOrigin()}/statistics`);
    await expect(page.getByRole('heading', { name: 'Registration Statistics' })).toBeVisible();

    // The old address of a screen leads to its place at the root.
    await page.goto(`${adminOrigin()}/admin/users`);
    await expect(page).toHaveURL(`${adminOrigin()}/users`);
    await expect(entry).toBeVisible();

    // The student API is not this host's.
    expect((await page.goto(`${adminOrigin()}/api/config`))?.status()).toBe(404);
  },
);

test(
  "the students' host answers 404 for the back office and keeps no staff token",
  { tag: PHONE },
  async ({ page }) => {
    for (const path of ['/admin', '/admin/', '/admin/login', '/admin/users']) {
      const response = await page.goto(`${studentOrigin()}${path}`);
      expect(response?.status(), path).toBe(404);
      expect(page.url(), path).toBe(`${studentOrigin()}${path}`);
    }
    const adminApi = await page.request.post(`http://127.0.0.1:${port}/api/admin/login`, {
      data: ADMIN,
    });
    expect(adminApi.status()).toBe(404);

    // The student app is there as ever, and the staff token is not: it lives on the admin host.
    await page.goto(`${adminOrigin()}/login`);
    await fillStaffLogin(page, ADMIN);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(`${adminOrigin()}/users`);
    await page.goto(`${studentOrigin()}/login`);
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
  },
);
