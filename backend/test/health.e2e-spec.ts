import type { QueryRunner } from 'typeorm';
import { DataSource } from 'typeorm';
import { DATABASE_UP_FOR_MS } from '../src/modules/health/database-probe.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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

  it('asks the database at most once a second, however many checks come', async () => {
    await sleep(DATABASE_UP_FOR_MS);
    const query = vi.spyOn(t.app.get(DataSource), 'query');
    try {
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => t.http.get('/api/health')),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
      expect(query.mock.calls.filter(([sql]) => sql === 'SELECT 1')).toHaveLength(1);
      await sleep(DATABASE_UP_FOR_MS);
      await t.http.get('/api/health').expect(200);
      expect(query.mock.calls.filter(([sql]) => sql === 'SELECT 1')).toHaveLength(2);
    } finally {
      query.mockRestore();
    }
  });

  it('answers 503 within about 2 s while every connection is held', async () => {
    // A database that answered a moment ago still counts as up for that moment.
    await sleep(DATABASE_UP_FOR_MS);
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
