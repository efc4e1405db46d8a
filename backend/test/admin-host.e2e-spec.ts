import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const ADMIN_HOST = 'admin.academy.test';
const STUDENT_HOST = 'academy.test';
const PUBLIC_URL = `https://${STUDENT_HOST}`;
const PARTNER_ORIGIN = 'https://partner.example';

/** The built back office links its files under /admin/, as admin-web's Vite `base` makes it. */
const ADMIN_PAGE =
  '<!doctype html><title>admin app</title>' +
  '<script type="module" crossorigin src="/admin/assets/admin-1234.js"></script>' +
  '<link rel="stylesheet" crossorigin href="/admin/assets/admin-1234.css">';

let t: TestApp<'admin'>;
let http: TestAgent;
let webRoot: string;

/** A request to the given host: the Host header names it, as a browser or the proxy sends it. */
const on = (host: string) => ({
  get: (path: string) => http.get(path).set('Host', host),
  post: (path: string) => http.post(path).set('Host', host),
  put: (path: string) => http.put(path).set('Host', host),
  options: (path: string) => http.options(path).set('Host', host),
});

function directives(policy: unknown): Map<string, string[]> {
  return new Map(
    String(policy)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources] as const),
  );
}

beforeAll(async () => {
  webRoot = mkdtempSync(join(tmpdir(), 'academy-admin-host-'));
  for (const app of ['student', 'admin']) {
    mkdirSync(join(webRoot, app, 'assets'), { recursive: true });
    writeFileSync(join(webRoot, app, 'assets', `${app}-1234.js`), `console.log('${app}');`);
  }
  writeFileSync(join(webRoot, 'admin', 'index.html'), ADMIN_PAGE);
  writeFileSync(
    join(webRoot, 'student', 'index.html'),
    '<!doctype html><title>student app</title>',
  );
  t = await createTestApp({
    env: {
      ADMIN_HOST,
      PUBLIC_URL,
      CORS_ORIGINS: PARTNER_ORIGIN,
      // A proxy in front is trusted for client addresses: X-Forwarded-Host still is not read.
      TRUST_PROXY: '1',
      STUDENT_WEB_DIR: join(webRoot, 'student'),
      ADMIN_WEB_DIR: join(webRoot, 'admin'),
    },
    staff: ['admin'],
  });
  // Plain requests: the API's contract check knows nothing of 404s made by the host.
  http = request(t.app.getHttpServer());
});
afterAll(async () => {
  await t.close();
  rmSync(webRoot, { recursive: true, force: true });
});

describe('the admin host', () => {
  it('serves the back office at its root, its files linked from there', async () => {
    for (const path of ['/', '/login', '/users', '/users/12/show', '/statistics']) {
      const response = await on(ADMIN_HOST).get(path).expect(200);
      expect(response.text, path).toContain('admin app');
      expect(response.text).toContain('src="/assets/admin-1234.js"');
      expect(response.text).toContain('href="/assets/admin-1234.css"');
      expect(response.text).not.toContain('/admin/');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    const asset = await on(ADMIN_HOST).get('/assets/admin-1234.js').expect(200);
    expect(asset.text).toContain("'admin'");
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('is matched on the Host header whatever its port and letter case', async () => {
    for (const host of [`${ADMIN_HOST}:8443`, 'Admin.Academy.TEST', `${ADMIN_HOST}:80`]) {
      expect((await on(host).get('/users').expect(200)).text, host).toContain('admin app');
    }
  });

  it('sends /admin/... to the same place at its root', async () => {
    const cases = {
      '/admin': '/',
      '/admin/': '/',
      '/admin/users': '/users',
      '/admin/users/12/show?tab=ledger': '/users/12/show?tab=ledger',
      // Never to another site: "//host" and "/\host" are addresses of other hosts to a browser.
      '/admin//evil.example/x': '/evil.example/x',
      '/admin/\\evil.example': '/evil.example',
      '/admin/%2F%2Fevil.example': '/%2F%2Fevil.example',
    };
    for (const [path, target] of Object.entries(cases)) {
      const response = await on(ADMIN_HOST).get(path);
      expect([301, 302], path).toContain(response.status);
      expect(response.headers.location, path).toBe(target);
    }
  });

  it('answers the back office API, the health check and the API documents', async () => {
    await on(ADMIN_HOST).get('/api/admin/users').set('Authorization', t.tokens.admin).expect(200);
    await on(ADMIN_HOST).get('/api/health').expect(200);
    await on(ADMIN_HOST).get('/api/docs-json').expect(200);
    await on(ADMIN_HOST).get('/api/docs').expect(200);
  });

  it('answers 404 for the student app and the student API', async () => {
    const student = await t.student();
    const notServed = [
      on(ADMIN_HOST).get('/api/user').set('token', student.token),
      on(ADMIN_HOST).get('/api/config'),
      on(ADMIN_HOST).get('/api/books'),
      on(ADMIN_HOST).post('/api/login').send({ email: student.email, password: 'x' }),
      on(ADMIN_HOST).post(`/api/user/overdraft/${student.id}`).set('Authorization', t.tokens.admin),
      on(ADMIN_HOST)
        .put(`/api/user/${student.id}/course`)
        .set('Authorization', t.tokens.admin)
        .send({ course: 'GOLD' }),
      on(ADMIN_HOST).get('/assets/student-1234.js'),
      on(ADMIN_HOST).get('/index.html'),
      on(ADMIN_HOST).get('/api/no-such-route'),
      on(ADMIN_HOST).get('/%61dmin/users'),
    ];
    for (const call of notServed) {
      const response = await call;
      expect(response.status, response.text).toBe(404);
      expect(response.body).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    }
  });

  it("lets staff change a user's course and start their trial under /api/admin", async () => {
    const student = await t.student();
    const course = await on(ADMIN_HOST)
      .put(`/api/admin/users/${student.id}/course`)
      .set('Authorization', t.tokens.admin)
      .send({ course: 'GOLD' })
      .expect(200);
    expect(course.body).toMatchObject({ id: student.id, course: 'GOLD' });
    const trial = await on(ADMIN_HOST)
      .post(`/api/admin/users/${student.id}/overdraft`)
      .set('Authorization', t.tokens.admin)
      .expect(200);
    expect(trial.body).toMatchObject({ id: student.id, overdraft: true, balance: 500 });
    await on(ADMIN_HOST)
      .post(`/api/admin/users/${student.id}/overdraft`)
      .set('Authorization', t.tokens.admin)
      .expect(409);
    await on(ADMIN_HOST)
      .put(`/api/admin/users/${student.id}/course`)
      .set('Authorization', `Bearer ${student.token}`)
      .send({ course: 'GOLD' })
      .expect(401);
  });

  it('sends a policy that lets its pages talk to their own origin only', async () => {
    for (const path of ['/', '/api/docs', '/api/admin/users']) {
      const policy = directives(
        (await on(ADMIN_HOST).get(path).set('Authorization', t.tokens.admin)).headers[
          'content-security-policy'
        ],
      );
      expect(policy.get('script-src'), path).toEqual(["'self'"]);
      expect(policy.get('connect-src'), path).toEqual(["'self'"]);
      expect(policy.get('frame-src'), path).toEqual(["'none'"]);
      expect(policy.get('form-action'), path).toEqual(["'self'"]);
      expect(policy.get('frame-ancestors'), path).toEqual(["'none'"]);
    }
  });

  it('allows its own origin alone to call its API from a page', async () => {
    const preflight = (origin: string) =>
      on(ADMIN_HOST)
        .options('/api/admin/users')
        .set('Origin', origin)
        .set('Access-Control-Request-Method', 'GET')
        .set('Access-Control-Request-Headers', 'authorization');
    const own = await preflight(`https://${ADMIN_HOST}`);
    expect(own.headers['access-control-allow-origin']).toBe(`https://${ADMIN_HOST}`);
    for (const origin of [PUBLIC_URL, PARTNER_ORIGIN]) {
      expect((await preflight(origin)).headers['access-control-allow-origin'], origin).toBe(
        undefined,
      );
      const answer = await on(ADMIN_HOST)
        .get('/api/admin/users')
        .set('Authorization', t.tokens.admin)
        .set('Origin', origin);
      expect(answer.headers['access-control-allow-origin'], origin).toBeUndefined();
    }
  });
});

describe('every other host', () => {
  const hosts = [
    STUDENT_HOST,
    `${STUDENT_HOST}:8443`,
    '127.0.0.1:3000',
    // Near misses of the admin host are other hosts.
    `x${ADMIN_HOST}`,
    `${ADMIN_HOST}.evil.example`,
    `evil.example.${ADMIN_HOST}`,
    `${ADMIN_HOST}.`,
  ];

  it('answers 404 for /admin and under it, without a redirect', async () => {
    for (const host of hosts) {
      for (const path of [
        '/admin',
        '/admin/',
        '/admin/users',
        '/admin/login?next=/admin/users',
        '/admin/assets/admin-1234.js',
        '/admin/index.html',
        '/%61dmin/users',
      ]) {
        const response = await on(host).get(path);
        expect(response.status, `${host}${path}`).toBe(404);
        expect(response.headers.location).toBeUndefined();
        expect(response.text).not.toContain('admin app');
        expect(response.text).not.toContain(ADMIN_HOST);
      }
    }
  });

  it('answers 404 for /api/admin, with or without a staff token', async () => {
    for (const host of hosts) {
      await on(host).get('/api/admin/users').set('Authorization', t.tokens.admin).expect(404);
      await on(host)
        .get('/api/admin/stats/summary')
        .set('Authorization', t.tokens.admin)
        .expect(404);
      await on(host)
        .post('/api/admin/login')
        .send({ username: 'admin.1', password: 'staff-password-long' })
        .expect(404);
    }
  });

  it('serves the student app and API as before', async () => {
    expect((await on(STUDENT_HOST).get('/dashboard').expect(200)).text).toContain('student app');
    await on(STUDENT_HOST).get('/assets/student-1234.js').expect(200);
    await on(STUDENT_HOST).get('/api/config').expect(200);
    await on(STUDENT_HOST).get('/api/health').expect(200);
    const policy = directives(
      (await on(STUDENT_HOST).get('/').expect(200)).headers['content-security-policy'],
    );
    expect(policy.get('script-src')).toEqual(["'self'", 'https://s3.tradingview.com']);
    expect(policy.get('connect-src')).toContain('https:');
  });

  it('keeps CORS_ORIGINS for the student API', async () => {
    const answer = await on(STUDENT_HOST).get('/api/config').set('Origin', PARTNER_ORIGIN);
    expect(answer.headers['access-control-allow-origin']).toBe(PARTNER_ORIGIN);
  });

  it('links staff to https://ADMIN_HOST', () => {
    expect(t.config.adminUrl).toBe(`https://${ADMIN_HOST}`);
  });

  it('is not made the admin host by X-Forwarded-Host, even behind a trusted proxy', async () => {
    for (const forwarded of [ADMIN_HOST, `${ADMIN_HOST}:443`, `${STUDENT_HOST}, ${ADMIN_HOST}`]) {
      await on(STUDENT_HOST)
        .get('/api/admin/users')
        .set('X-Forwarded-Host', forwarded)
        .set('X-Forwarded-For', '203.0.113.7')
        .set('Authorization', t.tokens.admin)
        .expect(404);
      const page = await on(STUDENT_HOST).get('/users').set('X-Forwarded-Host', forwarded);
      expect(page.text).toContain('student app');
      await on(STUDENT_HOST).get('/admin/users').set('X-Forwarded-Host', forwarded).expect(404);
    }
    // Nor is the admin host made another host by it.
    await on(ADMIN_HOST)
      .get('/api/admin/users')
      .set('X-Forwarded-Host', STUDENT_HOST)
      .set('Authorization', t.tokens.admin)
      .expect(200);
  });
});
