import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { SEED_PASSWORD } from '../cli/seed-users.js';
import { json, post } from './fetch-json.js';
import { fileURLToPath } from 'node:url';
import { measureCachedStudents } from './cached-students.js';
import { runLoad, type LoadResult } from './load.js';
import { measureSignIn } from './sign-in.js';
import { measurePromoCheck } from './promo-check.js';
import { measureStaffRoutes } from './staff-routes.js';
import { measureStudentDocuments, type Measure } from './student-documents.js';
import { measureUpload } from './upload-throughput.js';
import { createBenchDatabase, type BenchDatabase } from './bench-database.js';
import { runCli, startApi, startBareServer, type Environment } from './processes.js';
import { renderReport, type BenchRun, type Goal, type Row } from './report.js';

const USAGE = `Usage: npm run bench -- [--users N] [--seconds S] [--connections C]
                          [--database embedded|postgres|both] [--only TEXT] [--out FILE] [--short]

Seeds N students (default 20,000) into a fresh embedded database and, when DATABASE_URL is set,
a fresh PostgreSQL database beside it; starts the built API and a bare Fastify server in
processes of their own, loads each route with autocannon (in its own process too) for S seconds
at C connections, and prints req/s, p50, p99 and the ratio to the bare server. --short is the CI
mode: 2,000 users, one second per route. --only measures just the routes whose name contains TEXT
(e.g. --only /api/admin/). --out writes the report as Markdown.`;

const { values: options } = parseArgs({
  options: {
    users: { type: 'string' },
    seconds: { type: 'string' },
    connections: { type: 'string', default: '50' },
    database: { type: 'string', default: 'both' },
    only: { type: 'string' },
    out: { type: 'string' },
    short: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});

function wholeNumber(name: string, raw: string, min: number, max: number): number {
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < min || value > max) {
    console.error(`--${name} must be a whole number from ${min} to ${max}\n\n${USAGE}`);
    process.exit(2);
  }
  return value;
}

const users = wholeNumber(
  'users',
  options.users ?? (options.short ? '2000' : '20000'),
  1,
  5_000_000,
);
const seconds = wholeNumber('seconds', options.seconds ?? (options.short ? '1' : '10'), 1, 600);
const connections = wholeNumber('connections', options.connections, 1, 1000);

// The performance goals each route is reported against.
const HEALTH_GOAL: Goal = { minRatio: 0.3 };
const BOOKS_GOAL: Goal = { minRatio: 0.15, maxP99: 20 };
const STUDENT_GOAL: Goal = { minRatio: 0.25, maxP99: 10 };
const STAFF_GOAL = (target: BenchDatabase['target']): Goal => ({
  maxP95: target === 'postgres' ? 25 : 50,
});
// Every route is loaded for a second before it is measured, the limit too (not in --short).
const WARM_UP_SECONDS = options.short ? 0 : 1;
const CONTENT_DIR = fileURLToPath(new URL('../../../content', import.meta.url));

/** The bare Fastify server's req/s, started and warmed up as the API is. */
async function measureLimit(): Promise<LoadResult> {
  const hello = await startBareServer('hello-server');
  try {
    const job = { url: `${hello.url}/health`, connections, seconds };
    if (WARM_UP_SECONDS) await runLoad({ ...job, seconds: WARM_UP_SECONDS });
    return await runLoad(job);
  } finally {
    await hello.stop();
  }
}

/** Every measured route of one database, in the table's order. */
async function measureDatabase(database: BenchDatabase): Promise<BenchRun> {
  const dataDir = mkdtempSync(join(tmpdir(), 'academy-bench-'));
  const uploadsDir = join(dataDir, 'uploads');
  const staff = { username: 'bench.admin', password: randomBytes(12).toString('hex') };
  const jwtSecret = randomBytes(32).toString('hex');
  const env: Environment = {
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    CONTENT_DIR,
    UPLOADS_DIR: uploadsDir,
    ...database.env,
    JWT_SECRET: jwtSecret,
    ADMIN_JWT_SECRET: randomBytes(32).toString('hex'),
    ADMIN_USERNAME: staff.username,
    ADMIN_PASSWORD: staff.password,
    // A 16 MiB PATCH on a loaded machine must not meet the request deadline.
    REQUEST_TIMEOUT_SECONDS: '300',
    // The bench measures the routes, not the per-address limits in front of them.
    RATE_LIMIT_PER_IP: '100000',
    PAYMENT_PROVIDER: 'sandbox',
    ALLOW_UNSAFE_IN_PRODUCTION: 'PAYMENT_PROVIDER',
  };
  const seedStarted = performance.now();
  await runCli('seed', ['--users', String(users)], { ...env, LOG_LEVEL: 'warn' });
  const auditEntries = (await database.seedAuditHistory?.()) ?? 0;
  const seedSeconds = (performance.now() - seedStarted) / 1000;

  const limit = await measureLimit();
  const api = await startApi(env, join(dataDir, 'api.log'));
  try {
    const student = { email: 'seed.1@example.com', password: SEED_PASSWORD };
    const { token } = await json<{ token: string }>(post(`${api.url}/api/login`, student));
    const staffLogin = await json<{ token: string }>(post(`${api.url}/api/admin/login`, staff));
    const studentHeaders = { token };
    const staffHeaders = { authorization: `Bearer ${staffLogin.token}` };
    const lessons = await json<{ data: { id: number | string }[] }>(
      fetch(`${api.url}/api/lessons`, { headers: studentHeaders }),
    );
    const lessonId = lessons.data[0]?.id;

    const rows: Row[] = [];
    const addRow = (name: string, result: LoadResult, goal?: Goal) =>
      rows.push({ name, result, ratio: result.requestsPerSecond / limit.requestsPerSecond, goal });
    const measure: Measure = async (name, job, jobConnections = connections, goal) => {
      if (options.only !== undefined && !name.includes(options.only)) return null;
      const load = { seconds, ...job, connections: jobConnections };
      if (WARM_UP_SECONDS && job.amount === undefined) {
        await runLoad({ ...load, seconds: WARM_UP_SECONDS });
      }
      const result = await runLoad(load);
      addRow(name, result, goal);
      return result;
    };
    const get = (path: string, headers: Record<string, string> = {}) => ({
      url: `${api.url}${path}`,
      headers,
    });

    await measure('GET /api/health', get('/api/health'), connections, HEALTH_GOAL);
    await measure('GET /api/books (visitor)', get('/api/books'));
    await measure(
      'GET /api/books (student token)',
      get('/api/books', studentHeaders),
      connections,
      BOOKS_GOAL,
    );
    // The lessons list: the database catalogue from memory, the student's progress from a query.
    await measure(
      'GET /api/lessons (student token)',
      get('/api/lessons', studentHeaders),
      connections,
      STUDENT_GOAL,
    );
    await measure('GET /api/user', get('/api/user', studentHeaders), connections, STUDENT_GOAL);
    if (lessonId !== undefined) {
      await measure(
        'GET /api/lessons/:id/link',
        get(`/api/lessons/${lessonId}/link`, studentHeaders),
        connections,
        STUDENT_GOAL,
      );
    }
    const signIn = await measureSignIn({
      apiUrl: api.url,
      users,
      seconds,
      connections,
      studentHeaders,
      measure,
      addRow,
    });
    // An object this wide once held every request for seconds: its refusal must cost little. At
    // sign-in the size cap refuses it; a provider's webhook reads 1 MB, and the width bound does.
    const wideBody = `{${Array.from({ length: 80_000 }, (_, index) => `"k${index}":1`).join(',')}}`;
    const wideJob = (path: string, expectedStatus: number) => ({
      url: `${api.url}${path}`,
      method: 'POST' as const,
      headers: { 'content-type': 'application/json' },
      body: wideBody,
      expectedStatus,
    });
    await measure('POST /api/login, 80,000 keys: refused 413', wideJob('/api/login', 413), 4);
    await measure(
      'POST /api/payments/webhooks/stripe, 80,000 keys: refused 400',
      wideJob('/api/payments/webhooks/stripe', 400),
      4,
    );
    await measurePromoCheck({ apiUrl: api.url, staffHeaders, studentHeaders, seconds, measure });
    const video = await measureStudentDocuments({
      apiUrl: api.url,
      seconds,
      contentDir: CONTENT_DIR,
      student: { email: `seed.${Math.min(users, 2)}@example.com`, password: SEED_PASSWORD },
      measure,
    });

    // A back office is a handful of staff, not fifty students.
    await measureStaffRoutes({
      users,
      auditEntries,
      get,
      staffHeaders,
      measure: (name, job) =>
        measure(`${name} (4 connections)`, job, 4, STAFF_GOAL(database.target)),
    });
    const upload =
      options.only === undefined || 'POST /api/admin/uploads'.includes(options.only)
        ? await measureUpload(
            api.url,
            staffHeaders.authorization,
            uploadsDir,
            options.short ? 64 * 1024 * 1024 : 1024 ** 3,
          )
        : null;
    // Last: it leaves up to 100,000 students in the process's memory.
    const memory = await measureCachedStudents({
      apiUrl: api.url,
      jwtSecret,
      openSessions: database.openSessions && ((count) => database.openSessions!(count)),
      residentBytes: () => api.residentBytes(),
      users,
      measure,
    });
    return {
      database: database.label,
      limit,
      users,
      seedSeconds,
      auditEntries,
      rows,
      signIn,
      upload,
      video,
      memory,
    };
  } finally {
    await api.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  if (options.help) {
    console.log(USAGE);
    return;
  }
  const wanted = options.database;
  if (!['embedded', 'postgres', 'both'].includes(wanted)) {
    console.error(`--database must be embedded, postgres or both\n\n${USAGE}`);
    process.exit(2);
  }
  if (wanted === 'postgres' && !process.env.DATABASE_URL) {
    console.error(
      '--database postgres needs DATABASE_URL (a server the bench may create a database on)',
    );
    process.exit(2);
  }
  const targets: ('embedded' | 'postgres')[] = [];
  if (wanted !== 'postgres') targets.push('embedded');
  if (wanted !== 'embedded' && process.env.DATABASE_URL) targets.push('postgres');

  const runs: BenchRun[] = [];
  for (const target of targets) {
    const database = await createBenchDatabase(target, process.env.DATABASE_URL);
    try {
      runs.push(await measureDatabase(database));
    } finally {
      await database.drop();
    }
  }
  const command = `npm run bench -- ${process.argv.slice(2).join(' ')}`.trim();
  const report = renderReport({ runs, connections, seconds, command });
  console.log(report);
  if (options.out) writeFileSync(options.out, report);
  const failed = runs.flatMap((run) => run.rows).filter((row) => row.result.failed > 0);
  if (failed.length > 0) {
    const described = failed.map(
      (row) => `${row.name} (${JSON.stringify(row.result.failedStatuses)})`,
    );
    console.error(`Routes with failed requests: ${described.join(', ')}`);
    process.exitCode = 1;
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
