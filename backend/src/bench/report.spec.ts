import type { LoadResult } from './load.js';
import { renderReport, type BenchRun } from './report.js';

const result = (overrides: Partial<LoadResult>): LoadResult => ({
  requestsPerSecond: 1000,
  p50: 1,
  p97_5: 2,
  p99: 3,
  p50Micros: 900,
  p99Micros: 2900,
  failed: 0,
  failedStatuses: {},
  answered: 1000,
  ...overrides,
});

const run = (rows: BenchRun['rows']): BenchRun => ({
  database: 'PostgreSQL 15',
  limit: result({ requestsPerSecond: 4000 }),
  users: 2000,
  auditEntries: 0,
  seedSeconds: 1,
  rows,
  signIn: null,
  upload: null,
  video: null,
  memory: null,
});

const report = (rows: BenchRun['rows']) =>
  renderReport({ runs: [run(rows)], connections: 50, seconds: 1, command: 'npm run bench' });

describe(renderReport.name, () => {
  it('judges a goal against the run’s own limit', () => {
    const text = report([
      { name: 'GET /api/health', result: result({}), ratio: 0.25, goal: { minRatio: 0.3 } },
    ]);
    expect(text).toContain('The limit, measured just before: 4,000 req/s');
    expect(text).toContain('≥ 0.3× limit: **not met**');
  });

  it('does not count a route that answered nothing as meeting a latency goal', () => {
    const silent = result({ answered: 0, requestsPerSecond: 0, p50: 0, p97_5: 0, p99: 0 });
    const text = report([
      { name: 'GET /receipt.pdf', result: silent, ratio: 0, goal: { maxP99: 150 } },
    ]);
    expect(text).toContain('p99 ≤ 150 ms: **not met**');
  });

  it('reports the memory goal as set for 100,000 students when fewer were cached', () => {
    const text = renderReport({
      runs: [
        {
          ...run([]),
          memory: { students: 2000, residentBytesBefore: 200e6, residentBytesAfter: 250e6 },
        },
      ],
      connections: 50,
      seconds: 1,
      command: 'npm run bench',
    });
    expect(text).toContain('2,000 signed-in students cached, 250 MB resident');
    expect(text).toContain('set for 100,000 students');
  });
});
