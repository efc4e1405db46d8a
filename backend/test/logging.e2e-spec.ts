import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { DataSource, QueryFailedError } from 'typeorm';
import { createApp } from '../src/app.factory.js';
import { AppConfig } from '../src/config/app-config.js';
import { ContentLinkSigner } from '../src/modules/content/content-link.signer.js';

type LogLine = Record<string, unknown> & { reqId?: string; msg?: string };

/**
 * The application as createTestApp builds it, but logging at info level into `lines`: nestjs-pino
 * keeps one logger per process, so this file builds its own application first.
 */
async function loggingApp(lines: LogLine[]) {
  const dataDir = mkdtempSync(join(tmpdir(), 'academy-logs-'));
  const databaseUrl = process.env.DATABASE_URL;
  const schema = databaseUrl ? `test_${randomBytes(6).toString('hex')}` : undefined;
  const config = new AppConfig({
    DATA_DIR: dataDir,
    EMBEDDED_DATABASE_DIR: 'memory://',
    LOG_LEVEL: 'info',
    // Empty: every content file is missing, which the content service logs.
    CONTENT_DIR: join(dataDir, 'content'),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema } : {}),
  });
  const app = await createApp(config, {
    write: (line: string) => void lines.push(JSON.parse(line) as LogLine),
  });
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  return {
    app,
    async close() {
      if (schema) await app.get(DataSource).query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

describe('the application log', () => {
  const lines: LogLine[] = [];
  let app: NestFastifyApplication;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, close } = await loggingApp(lines));
  });
  afterAll(() => close());

  const linesOf = (requestId: string) => lines.filter((line) => line.reqId === requestId);

  it('carries the request id on every line of a request and answers it in X-Request-Id', async () => {
    const response = await request(app.getHttpServer()).get('/api/config').expect(200);
    const requestId = response.headers['x-request-id'];
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(linesOf(requestId).map((line) => line.msg)).toEqual([
      'incoming request',
      'request completed',
    ]);
  });

  it("gives a service's log line the id of the request it serves", async () => {
    const expiresAt = Math.floor(Date.now() / 1000) + 60;
    const link = app.get(ContentLinkSigner).url('books/forex-for-beginners.pdf', {
      userId: 1,
      expiresAt,
    });
    const response = await request(app.getHttpServer()).get(link).expect(404);
    expect(linesOf(response.headers['x-request-id'])).toContainEqual(
      expect.objectContaining({ context: 'ContentFilesService', level: 40 }),
    );
  });

  it("keeps a proxy's request id when it is a short token, and replaces any other", async () => {
    const kept = await request(app.getHttpServer())
      .get('/api/config')
      .set('X-Request-Id', 'edge-42.a')
      .expect(200);
    expect(kept.headers['x-request-id']).toBe('edge-42.a');
    expect(linesOf('edge-42.a')).toHaveLength(2);
    const replaced = await request(app.getHttpServer())
      .get('/api/config')
      .set('X-Request-Id', 'x'.repeat(200));
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('never writes a token, a password, a cookie or a link signature', async () => {
    const http = request(app.getHttpServer());
    const calls = [
      http
        .post('/api/reset-password/confirm?token=URL-SECRET-1')
        .set('token', 'HEADER-SECRET-2')
        .set('Authorization', 'Bearer HEADER-SECRET-3')
        .set('Cookie', 'session=COOKIE-SECRET-4')
        .send({ token: 'BODY-SECRET-5', password: 'BODY-SECRET-6' }),
      http.get('/reset-password?token=URL-SECRET-7'),
      http.get('/api/content/books/forex-for-beginners.pdf?u=1&exp=1&sig=URL-SECRET-8'),
      http.post('/api/login').send({ email: 'someone@example.com', password: 'BODY-SECRET-9' }),
    ];
    const requestIds: string[] = [];
    for (const call of calls) requestIds.push((await call).headers['x-request-id']);

    for (const requestId of requestIds) expect(linesOf(requestId)).not.toHaveLength(0);
    expect(linesOf(requestIds[0])[0]).toMatchObject({
      req: { method: 'POST', url: '/api/reset-password/confirm?token=[redacted]' },
    });
    expect(JSON.stringify(lines)).not.toContain('SECRET');
  });

  it("logs a failed query's error without its parameters", () => {
    const hash = '$argon2id$v=19$m=19456,t=2,p=1$SECRET-HASH';
    const failure = new QueryFailedError(
      'UPDATE users SET password_hash = $1',
      [hash],
      new Error(),
    );
    new Logger('Test').error({ err: failure }, 'Unexpected error');
    const logged = lines.at(-1)!;
    expect(logged).toMatchObject({ context: 'Test', err: { parameters: '[redacted]' } });
    expect(JSON.stringify(logged)).not.toContain('SECRET');
  });

  it("has TypeORM report a failed query without the query's parameters", async () => {
    await expect(
      app.get(DataSource).query('SELECT * FROM no_such_table WHERE secret = $1', ['SECRET-HASH']),
    ).rejects.toThrow();
    const logged = lines.filter((line) => line.context === 'TypeORM').at(-1);
    expect(logged?.msg).toContain('SELECT * FROM no_such_table WHERE secret = $1');
    expect(JSON.stringify(logged)).not.toContain('SECRET-HASH');
  });

  it("writes Nest's own messages as JSON lines too", () => {
    expect(lines).toContainEqual(
      expect.objectContaining({ context: 'NestApplication', msg: expect.any(String) }),
    );
  });
});
