import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp, type TestApp } from './support/test-app.js';

describe('the web apps beside the API', () => {
  let t: TestApp;
  let webRoot: string;
  const bundle = `console.log(${JSON.stringify('x'.repeat(4000))});`;

  beforeAll(async () => {
    webRoot = mkdtempSync(join(tmpdir(), 'academy-web-'));
    for (const app of ['student', 'admin']) {
      mkdirSync(join(webRoot, app, 'assets'), { recursive: true });
      writeFileSync(join(webRoot, app, 'index.html'), `<!doctype html><title>${app} app</title>`);
      writeFileSync(join(webRoot, app, 'assets', 'app-1234.js'), bundle);
    }
    t = await createTestApp({
      env: {
        STUDENT_WEB_DIR: join(webRoot, 'student'),
        ADMIN_WEB_DIR: join(webRoot, 'admin'),
      },
    });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it("answers the student app's page for its client-side routes", async () => {
    for (const path of ['/', '/login', '/dashboard', '/education/video/forex']) {
      const response = await t.http.get(path).expect(200);
      expect(response.text).toContain('student app');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it("answers the back office's page under /admin", async () => {
    for (const path of ['/admin', '/admin/', '/admin/users', '/admin/statistics']) {
      expect((await t.http.get(path).expect(200)).text).toContain('admin app');
    }
  });

  it('sends a Content-Security-Policy whose scripts come only from us and the market widgets', async () => {
    for (const path of ['/', '/admin/', '/api/docs']) {
      const policy = (await t.http.get(path).expect(200)).headers['content-security-policy'];
      const directives = new Map(
        String(policy)
          .split(';')
          .map((directive) => directive.trim().split(/\s+/))
          .map(([name, ...sources]) => [name, sources] as const),
      );
      expect(directives.get('script-src'), path).toEqual(["'self'", 'https://s3.tradingview.com']);
      expect(directives.get('script-src-attr'), path).toEqual(["'none'"]);
      expect(directives.get('object-src'), path).toEqual(["'none'"]);
      expect(directives.get('base-uri'), path).toEqual(["'self'"]);
      expect(directives.get('frame-ancestors'), path).toEqual(["'self'"]);
    }
  });

  it('serves fingerprinted assets for a year, compressed when the browser accepts it', async () => {
    const response = await t.http
      .get('/assets/app-1234.js')
      .set('Accept-Encoding', 'gzip')
      .expect(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.text).toBe(bundle);
    await t.http.get('/admin/assets/app-1234.js').expect(200);
  });

  it('answers a JSON 404 for a missing file and for an unknown API path', async () => {
    for (const path of [
      '/assets/missing.js',
      '/admin/assets/missing.js',
      '/favicon.ico',
      '/api/nope',
    ]) {
      const response = await t.http.get(path).expect(404);
      expect(response.body).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    }
  });

  it('sends the security headers with every page', async () => {
    const response = await t.http.get('/login').expect(200);
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
