import { cpus, totalmem } from 'node:os';
import type { LoadResult } from './load.js';
import type { UploadFigures } from './upload-throughput.js';

/** The target for a route: a share of the limit's req/s, a latency ceiling, or both. */
export interface Goal {
  minRatio?: number;
  maxP99?: number;
  /** Checked against p97.5, which is at least p95: a met goal holds for p95 too. */
  maxP95?: number;
}

export interface Row {
  name: string;
  result: LoadResult;
  /** req/s as a share of the bare Fastify server's. */
  ratio: number;
  goal?: Goal;
}

export interface BenchRun {
  database: string;
  users: number;
  /** Audit entries added beside the students (PostgreSQL only). */
  auditEntries: number;
  seedSeconds: number;
  rows: Row[];
  /** Sign-in against raw argon2, when --only left the student routes in. */
  signIn: SignInFigures | null;
  /** A tus upload against writing the same bytes to the disk, when --only left it in. */
  upload: UploadFigures | null;
}

export interface SignInFigures {
  argon2VerifiesPerSecond: number;
  loginRatioToArgon2: number;
  userP99Quiet: number;
  userP99DuringLoginFlood: number;
}

const number = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

const verdict = (met: boolean) => (met ? 'met' : '**not met**');

function goalText({ goal, result, ratio }: Row): string {
  if (!goal) return '';
  const parts: string[] = [];
  let met = true;
  if (goal.minRatio !== undefined) {
    parts.push(`≥ ${goal.minRatio}× limit`);
    met &&= ratio >= goal.minRatio;
  }
  if (goal.maxP95 !== undefined) {
    parts.push(`p95 ≤ ${goal.maxP95} ms`);
    met &&= result.p97_5 <= goal.maxP95;
  }
  if (goal.maxP99 !== undefined) {
    parts.push(`p99 ≤ ${goal.maxP99} ms`);
    met &&= result.p99 <= goal.maxP99;
  }
  return `${parts.join(', ')}: ${verdict(met)}`;
}

function table(run: BenchRun): string {
  const lines = [
    '| call | req/s | p50 | p97.5 | p99 | × limit | failed | goal |',
    '|---|---:|---:|---:|---:|---:|---:|---|',
    ...run.rows.map(
      (row) =>
        `| ${row.name} | ${number(row.result.requestsPerSecond)} | ${row.result.p50} ms | ` +
        `${row.result.p97_5} ms | ${row.result.p99} ms | ${number(row.ratio, 3)} | ` +
        `${row.result.failed} | ${goalText(row)} |`,
    ),
  ];
  return lines.join('\n');
}

/** Sign-in goals: ≥ 0.9× raw argon2 throughput, and student reads no worse than 2× during a flood. */
const LOGIN_GOAL = { minRatioToArgon2: 0.9, maxFloodP99Factor: 2 };

/** Upload goal: a tus upload at least half as fast as writing the bytes to the same disk. */
const UPLOAD_GOAL = { minRatioToDisk: 0.5 };

const uploadText = (figures: UploadFigures) =>
  `- Upload: ${number(figures.bytes / 2 ** 20)} MiB with tus (16 MiB PATCHes) at ${number(figures.uploadMegabytesPerSecond)} MB/s; the same bytes written to the same disk at ${number(figures.diskMegabytesPerSecond)} MB/s: ${number(figures.ratio, 2)}× (goal ≥ ${UPLOAD_GOAL.minRatioToDisk}×: ${verdict(figures.ratio >= UPLOAD_GOAL.minRatioToDisk)}).\n`;

const floodFactor = (figures: SignInFigures) =>
  figures.userP99DuringLoginFlood / Math.max(figures.userP99Quiet, 1);

/** The run as Markdown: the machine, the command, and one table per database. */
export function renderReport(input: {
  limit: LoadResult;
  runs: BenchRun[];
  connections: number;
  seconds: number;
  command: string;
}): string {
  const cpu = cpus();
  const sections = input.runs.map((run) => {
    const audit = run.auditEntries ? ` and ${number(run.auditEntries)} audit entries` : '';
    const signIn = run.signIn
      ? `
- Sign-in: ${number(run.signIn.argon2VerifiesPerSecond)} raw argon2 verifications/s on this machine; \`POST /api/login\` reaches ${number(run.signIn.loginRatioToArgon2, 2)}× of that (goal ≥ ${LOGIN_GOAL.minRatioToArgon2}×: ${verdict(run.signIn.loginRatioToArgon2 >= LOGIN_GOAL.minRatioToArgon2)}).
- \`GET /api/user\` p99 at 10 connections: ${run.signIn.userP99Quiet} ms quiet, ${run.signIn.userP99DuringLoginFlood} ms during a login flood (${number(floodFactor(run.signIn), 1)}×; goal ≤ ${LOGIN_GOAL.maxFloodP99Factor}×: ${verdict(floodFactor(run.signIn) <= LOGIN_GOAL.maxFloodP99Factor)}).
`
      : '';
    return `## ${run.database}, ${number(run.users)} students

Seeded${audit} in ${number(run.seedSeconds, 1)} s.

${table(run)}
${signIn}${run.upload ? uploadText(run.upload) : ''}`;
  });
  return `# Benchmark

- Machine: ${cpu.length} × ${cpu[0]?.model ?? 'unknown CPU'}, ${number(totalmem() / 2 ** 30, 1)} GiB, Node.js ${process.version}
- Command: \`${input.command}\`
- Each route for ${input.seconds} s at ${input.connections} connections (the back office at 4), autocannon in its own process.
- Limit: a bare Fastify server answering the same JSON as the health check, in its own process: ${number(input.limit.requestsPerSecond)} req/s, p50 ${input.limit.p50} ms, p99 ${input.limit.p99} ms.

${sections.join('\n')}`;
}
