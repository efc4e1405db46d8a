import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import {
  brokenPromise,
  filterSweep,
  hostileFilterRequests,
  malformedRequests,
  operationsOf,
  type FuzzRequest,
  type OpenApiDocument,
  type Operation,
} from './support/openapi-fuzz.js';
import { createTestApp, type TestApp } from './support/test-app.js';

// FUZZ_SEED replays a run; a failure prints the seed and path that fast-check needs.
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_115);
const RUNS_PER_OPERATION = Number(process.env.FUZZ_RUNS ?? 60);
const FILTERS_PER_OPERATION = Number(process.env.FUZZ_FILTER_RUNS ?? 40);
const MINIMUM_REQUESTS = 1_000;
// Every list and export whose filter the sweep must reach, at the least.
const FILTERED_LISTS = [
  'GET /api/admin/users',
  'GET /api/admin/user',
  'GET /api/admin/users/export.csv',
  'POST /api/admin/users/export-links',
  'POST /api/admin/users/bulk-balance/preview',
  'POST /api/admin/users/bulk-balance',
  'GET /api/admin/users/{id}/ledger',
  'GET /api/admin/users/{id}/audit',
  'GET /api/admin/payments',
  'GET /api/admin/payments/export.csv',
  'GET /api/admin/payments/{id}/ledger',
  'GET /api/admin/audit',
  'GET /api/admin/audit/export.csv',
  'GET /api/admin/staff',
  'GET /api/admin/api-keys',
  'GET /api/admin/webhooks',
  'GET /api/admin/webhooks/{id}/deliveries',
];

describe('every operation of the OpenAPI document under malformed requests', () => {
  let t: TestApp<'admin' | 'support'>;
  let operations: Operation[];
  let credentials: Parameters<typeof malformedRequests>[1];
  let ids: Parameters<typeof malformedRequests>[2];
  const figures = { sent: 0, serverErrors: 0, byStatus: new Map<number, number>() };

  beforeAll(async () => {
    t = await createTestApp({
      staff: ['admin', 'support'],
      env: { RATE_LIMIT_PER_IP: '100000', METRICS_TOKEN: 'metrics-token-for-the-fuzz-0123456789' },
    });
    const student = await t.student();
    const spare = await t.student();
    credentials = { studentToken: student.token, staffBearers: [t.tokens.admin, t.tokens.support] };
    ids = { own: String(student.id), others: [String(spare.id), '1', '2147483647'] };
    const document = (await t.http.get('/api/docs-json').expect(200)).body as OpenApiDocument;
    operations = operationsOf(document);
  }, 120_000);
  afterAll(async () => {
    const statuses = [...figures.byStatus].sort(([a], [b]) => a - b);
    console.info(
      `Fuzzed ${figures.sent} requests over ${operations.length} operations (seed ${SEED}): ` +
        `${figures.serverErrors} answered 5xx; statuses ${statuses.map(([s, n]) => `${s}×${n}`).join(' ')}`,
    );
    await t.close();
  });

  const send = async (request: FuzzRequest) => {
    figures.sent += 1;
    let response: Awaited<ReturnType<FastifyInstance['inject']>>;
    try {
      response = await t.app.getHttpAdapter().getInstance().inject(request);
    } catch (error) {
      // An answer broken off after its status: a 200 that a client would take for complete.
      return `broke off: ${(error as Error).message}`;
    }
    figures.byStatus.set(response.statusCode, (figures.byStatus.get(response.statusCode) ?? 0) + 1);
    if (response.statusCode >= 500) figures.serverErrors += 1;
    const contentType = response.headers['content-type'];
    return brokenPromise(
      response.statusCode,
      typeof contentType === 'string' ? contentType : undefined,
      response.body,
    );
  };

  it('finds the documented operations, students', () => {
    expect(operations.length).toBeGreaterThan(30);
    expect(operations.some((o) => o.method === 'PUT' && o.bodyFields !== null)).toBe(true);
    expect(operations.some((o) => o.pathParams.length > 0)).toBe(true);
  });

  /** Runs `requests` against one operation; a failure as the seed and request that replay it. */
  const check = async (
    operation: Operation,
    requests: fc.Arbitrary<FuzzRequest>,
    seed: number,
    numRuns: number,
  ): Promise<string | null> => {
    const result = await fc.check(
      fc.asyncProperty(requests, async (request) => {
        const broken = await send(request);
        if (broken) throw new Error(broken);
      }),
      { seed, numRuns, endOnFailure: true },
    );
    if (!result.failed) return null;
    const request = result.counterexample?.[0];
    return (
      `${operation.method} ${operation.path} (seed ${result.seed}, path ${result.counterexample ? result.counterexamplePath : ''}): ` +
      `${String((result.errorInstance as Error | undefined)?.message)}\n    ${JSON.stringify(
        request && {
          ...request,
          payload:
            typeof request.payload === 'string'
              ? request.payload.slice(0, 300)
              : request.payload?.toString('base64').slice(0, 300),
        },
      )}`
    );
  };

  it('answers every malformed request below 500 and every error in the error shape', async () => {
    const failures: string[] = [];
    for (const [index, operation] of operations.entries()) {
      const requests = malformedRequests(operation, credentials, ids);
      const failure = await check(operation, requests, SEED + index, RUNS_PER_OPERATION);
      if (failure) failures.push(failure);
    }
    expect(failures).toEqual([]);
    expect(figures.sent).toBeGreaterThanOrEqual(MINIMUM_REQUESTS);
  }, 600_000);

  it('answers every hostile filter of every list below 500, as staff who may read the list', async () => {
    const failures: string[] = [];
    const filtered = operations.filter((operation) => operation.filterKeys.length > 0);
    for (const [index, operation] of filtered.entries()) {
      for (const request of filterSweep(operation, t.tokens.admin, ids)) {
        const broken = await send(request);
        if (broken)
          failures.push(
            `${operation.method} ${operation.path}: ${broken}\n    ${request.url} ${String(request.payload ?? '')}`,
          );
      }
      const requests = hostileFilterRequests(operation, t.tokens.admin, ids);
      const failure = await check(operation, requests, SEED + index, FILTERS_PER_OPERATION);
      if (failure) failures.push(failure);
    }
    expect(failures).toEqual([]);
    expect(filtered.map((operation) => `${operation.method} ${operation.path}`)).toEqual(
      expect.arrayContaining(FILTERED_LISTS),
    );
  }, 300_000);
});
