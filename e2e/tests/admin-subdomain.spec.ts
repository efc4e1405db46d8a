import { execFileSync } from 'node:child_process';
import { createReadStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, extname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, registerStudent, test } from '../support/fixtures';
import { apiUrl } from '../support/api';
import { ADMIN, fillStaffLogin } from '../support/staff';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json',
};

/** The file under /admin/ when there is one, else index.html: the SPA's own router takes over. */
function fileFor(root: string, urlPath: string): string {
  const relative = decodeURIComponent(urlPath).replace(/^\/admin\/?/, '');
  const candidate = resolve(root, relative);
  const inside = candidate.startsWith(root + sep);
  const isFile = inside && statSync(candidate, { throwIfNoEntry: false })?.isFile() === true;
  return isFile ? candidate : join(root, 'index.html');
}

/** A tiny static host standing in for the admin subdomain. */
function serveAdmin(root: string, port: number): Promise<Server> {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://static').pathname;
    if (path !== '/admin' && !path.startsWith('/admin/')) {
      response.writeHead(404).end();
      return;
    }
    const file = fileFor(root, path);
    response.writeHead(200, {
      'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
    });
    createReadStream(file).pipe(response);
  });
  return new Promise((listening, failed) => {
    server.once('error', failed);
    server.listen(port, '127.0.0.1', () => listening(server));
  });
}

let outDir = '';
let server: Server | undefined;
const adminOrigin = `http://127.0.0.1:${process.env.E2E_ADMIN_ORIGIN_PORT}`;

test.beforeAll(async ({}, testInfo) => {
  // Both projects would need the one origin the API allows, at the same moment.
  if (testInfo.project.name !== 'desktop') return;
  test.setTimeout(180_000);
  outDir = mkdtempSync(join(tmpdir(), 'academy-admin-origin-'));
  execFileSync(
    process.execPath,
    [
      join(repoRoot, 'node_modules/vite/bin/vite.js'),
      'build',
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--logLevel',
      'error',
    ],
    {
      cwd: join(repoRoot, 'admin-web'),
      env: { ...process.env, VITE_API_URL: apiUrl('') },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  server = await serveAdmin(outDir, Number(process.env.E2E_ADMIN_ORIGIN_PORT));
});

test.afterAll(async () => {
  await new Promise((closed) => (server ? server.close(closed) : closed(undefined)));
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

test('served from its own origin, the back office signs in and lists users through the API', async ({
  page,
}) => {
  const student = await registerStudent();

  await page.goto(`${adminOrigin}/admin/`);
  await expect(page).toHaveURL(`${adminOrigin}/admin/login`);
  await fillStaffLogin(page, ADMIN);
  const usersAnswer = page.waitForResponse(
    (response) =>
      response.url().startsWith(apiUrl('/admin/users')) && response.request().method() === 'GET',
  );
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(`${adminOrigin}/admin/users`);

  const answer = await usersAnswer;
  expect(answer.status()).toBe(200);
  expect(answer.headers()['access-control-allow-origin']).toBe(adminOrigin);
  expect(answer.headers()['access-control-expose-headers']).toContain('Content-Range');
  await expect(page.getByText(student.email)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('adminToken'))).not.toBeNull();

  // A deep link is the SPA's too: the static host answers it with index.html.
  await page.goto(`${adminOrigin}/admin/statistics`);
  await expect(page.getByRole('heading', { name: 'Registration Statistics' })).toBeVisible();
});
