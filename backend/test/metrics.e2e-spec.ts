import type { ApiError } from '@academy/contracts';
import { AppConfig, ConfigurationError } from '../src/config/app-config.js';
import { OverdraftService } from '../src/modules/overdraft/overdraft.service.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const METRICS_TOKEN = 'metrics-token-for-the-tests-0123456789';

/** The value of one series in Prometheus' text format, or undefined when it is absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /api/metrics', () => {
  let t: TestApp<'admin'>;
  beforeAll(async () => {
    t = await createTestApp({ staff: ['admin'], env: { METRICS_TOKEN } });
  });
  afterAll(() => t.close());

  const scrape = async () =>
    (
      await t.http
        .get('/api/metrics')
        .set('Authorization', `Bearer ${METRICS_TOKEN}`)
        .expect(200)
        .expect('Content-Type', /^text\/plain; version=0\.0\.4/)
    ).text;

  it('refuses a scrape without the token or with another one', async () => {
    const none = await t.http.get('/api/metrics').expect(401);
    expect((none.body as ApiError).code).toBe('UNAUTHORIZED');
    await t.http.get('/api/metrics').set('Authorization', 'Bearer wrong').expect(401);
    await t.http.get('/api/metrics').set('Authorization', METRICS_TOKEN).expect(401);
    await t.http.get('/api/metrics').set('Authorization', t.tokens.admin).expect(401);
  });

  it('counts requests by route pattern and status class, never by raw URL', async () => {
    const student = await t.student();
    await t.http.get(`/api/admin/users/${student.id}`).set('Authorization', t.tokens.admin);
    await t.http.get(`/api/admin/users/${student.id}`).set('Authorization', t.tokens.admin);
    await t.http.get('/api/admin/users/2147483647').set('Authorization', t.tokens.admin);
    await t.http.get('/api/no-such-route/12345').expect(404);
    const text = await scrape();
    const route = 'method="GET",route="/api/admin/users/:id"';
    expect(sample(text, `http_requests_total{${route},status_class="2xx"}`)).toBe(2);
    expect(sample(text, `http_requests_total{${route},status_class="4xx"}`)).toBe(1);
    expect(sample(text, `http_request_duration_seconds_count{${route},status_class="2xx"}`)).toBe(
      2,
    );
    expect(
      sample(text, `http_request_duration_seconds_bucket{le="+Inf",${route},status_class="2xx"}`),
    ).toBe(2);
    expect(text).toContain('route="unmatched",status_class="4xx"');
    expect(text).not.toContain(`/api/admin/users/${student.id}`);
    expect(text).not.toContain('12345');
  });

  it('reports the database pool, the scheduled jobs and the process', async () => {
    await t.app.get(OverdraftService).reclaimExpiredOnSchedule();
    const text = await scrape();
    expect(
      sample(text, 'scheduled_job_runs_total{job="overdraft-reclaim",outcome="ok"}'),
    ).toBeGreaterThanOrEqual(1);
    expect(text).toContain('scheduled_job_duration_seconds_count{job="overdraft-reclaim"}');
    for (const state of ['total', 'idle', 'waiting']) {
      expect(sample(text, `db_pool_connections{state="${state}"}`)).toBeGreaterThanOrEqual(0);
    }
    if (process.env.DATABASE_URL) {
      expect(sample(text, 'db_pool_connections{state="total"}')).toBeGreaterThan(0);
    }
    expect(sample(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(sample(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
  });
});

describe('GET /api/metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('does not exist', async () => {
    const response = await t.http.get('/api/metrics').set('Authorization', 'Bearer anything');
    expect(response.status).toBe(404);
    expect((response.body as ApiError).code).toBe('NOT_FOUND');
  });

  it('refuses a token too short to be a secret', () => {
    expect(() => new AppConfig({ METRICS_TOKEN: 'short' })).toThrow(ConfigurationError);
  });
});
