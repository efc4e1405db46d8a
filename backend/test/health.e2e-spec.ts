import type { QueryRunner } from 'typeorm';
import { DataSource } from 'typeorm';
import { createTestApp, type TestApp } from './support/test-app.js';

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers ok when the database answers', async () => {
    const response = await t.http.get('/api/health').expect(200);
    expect(response.body).toEqual({ status: 'ok', database: 'up' });
  });

  it('answers 503 within about 2 s while every connection is held', async () => {
    // PGlite is one connection; PostgreSQL's pool has ten.
    const connections = t.config.databaseUrl ? 10 : 1;
    const dataSource = t.app.get(DataSource);
    const held: QueryRunner[] = [];
    for (let i = 0; i < connections; i += 1) {
      const runner = dataSource.createQueryRunner();
      await runner.connect();
      held.push(runner);
    }
    try {
      const started = performance.now();
      const response = await t.http.get('/api/health').expect(503);
      const elapsed = performance.now() - started;
      expect(response.body).toMatchObject({ statusCode: 503, code: 'SERVICE_UNAVAILABLE' });
      expect(elapsed).toBeGreaterThan(1_900);
      expect(elapsed).toBeLessThan(4_000);
    } finally {
      await Promise.all(held.map((runner) => runner.release()));
    }
    await t.http.get('/api/health').expect(200);
  });
});
