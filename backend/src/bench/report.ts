import { cpus, totalmem } from 'node:os';
import type { MemoryFigures } from './cached-students.js';
import { CACHED_STUDENTS } from './cached-students.js';
import type { LoadResult } from './load.js';
import type { VideoFigures } from './student-documents.js';
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
  /** The bare Fastify server, measured just before this run's routes in the same way. */
  limit: LoadResult;
  users: number;
  /** Audit entries added beside the students (PostgreSQL only). */
  auditEntries: number;
  seedSeconds: number;
  rows: Row[];
  /** Sign-in against raw argon2, when --only left the student routes in. */
  signIn: SignInFigures | null;
  /** A tus upload against writing the same bytes to the disk, when --only left it in. */
  upload: UploadFigures | null;
  /** A signed video link with a Range against @fastify/send alone. */
  video: VideoFigures | null;
  /** One API process with every signed-in student cached (PostgreSQL only). */
  memory: MemoryFigures | null;
}

export interface SignInFigures {
  argon2VerifiesPerSecond: number;
  loginRatioToArgon2: number;
  /** The readers' p99 in microseconds, quiet and during a flood, round by round. */
  userP99QuietMicros: number[];
  userP99FloodMicros: number[];
  /** The median round's flooded p99 over its quiet one. */
  floodFactor: number;
}

const number = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

const verdict = (met: boolean) => (met ? 'met' : '**not met**');

function goalText({ goal, result, ratio }: Row): string {
  if (!goal) return '';
  const parts: string[] = [];
  // A route that answered nothing in its time has met no goal, whatever its empty histogram says.
  let met = result.answered > 0;
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

/** A signed video link at least half as fast as @fastify/send alone; one process's memory. */
const VIDEO_GOAL = { minRatioToSend: 0.5 };
const MEMORY_GOAL = { maxMegabytes: 400 };

const videoText = (figures: VideoFigures) =>
  `- Video: a signed lesson link with a 32 KiB Range at ${number(figures.apiRequestsPerSecond)} req/s; @fastify/send alone, the same file and Range, ${number(figures.sendRequestsPerSecond)} req/s: ${number(figures.ratio, 2)}× (goal ≥ ${VIDEO_GOAL.minRatioToSend}×: ${verdict(figures.ratio >= VIDEO_GOAL.minRatioToSend)}).\n`;

function memoryText(figures: MemoryFigures): string {
  const after = figures.residentBytesAfter / 1_000_000;
  const verdictText =
    figures.students >= CACHED_STUDENTS
      ? verdict(after <= MEMORY_GOAL.maxMegabytes)
      : `set for ${number(CACHED_STUDENTS)} students`;
  return `- Memory: one API process with ${number(figures.students)} signed-in students cached, ${number(after)} MB resident (${number(figures.residentBytesBefore / 1_000_000)} MB before they signed in; goal ≤ ${MEMORY_GOAL.maxMegabytes} MB: ${verdictText}).\n`;
}

const milliseconds = (micros: number[]) =>
  micros.map((value) => number(value / 1000, 2)).join(', ');

const signInText = (figures: SignInFigures) => `
- Sign-in: ${number(figures.argon2VerifiesPerSecond)} raw argon2 verifications/s on this machine; \`POST /api/login\` reaches ${number(figures.loginRatioToArgon2, 2)}× of that (goal ≥ ${LOGIN_GOAL.minRatioToArgon2}×: ${verdict(figures.loginRatioToArgon2 >= LOGIN_GOAL.minRatioToArgon2)}).
- \`GET /api/user\` p99 at 10 connections, round by round: ${milliseconds(figures.userP99QuietMicros)} ms quiet, ${milliseconds(figures.userP99FloodMicros)} ms during a login flood (median round ${number(figures.floodFactor, 2)}×; goal ≤ ${LOGIN_GOAL.maxFloodP99Factor}×: ${verdict(figures.floodFactor <= LOGIN_GOAL.maxFloodP99Factor)}).
`;

/** The run as Markdown: the machine, the command, and one table per database. */
export function renderReport(input: {
  runs: BenchRun[];
  connections: number;
  seconds: number;
  command: string;
}): string {
  const cpu = cpus();
  const sections = input.runs.map((run) => {
    const audit = run.auditEntries ? ` and ${number(run.auditEntries)} audit entries` : '';
    const signIn = run.signIn ? signInText(run.signIn) : '';
    return `## ${run.database}, ${number(run.users)} students

Seeded${audit} in ${number(run.seedSeconds, 1)} s.

The limit, measured just before: ${number(run.limit.requestsPerSecond)} req/s, p50 ${run.limit.p50} ms, p99 ${run.limit.p99} ms.

${table(run)}
${signIn}${run.upload ? uploadText(run.upload) : ''}${run.video ? videoText(run.video) : ''}${run.memory ? memoryText(run.memory) : ''}`;
  });
  return `# Benchmark

- Machine: ${cpu.length} × ${cpu[0]?.model ?? 'unknown CPU'}, ${number(totalmem() / 2 ** 30, 1)} GiB, Node.js ${process.version}
- Command: \`${input.command}\`
- Each route for ${input.seconds} s at ${input.connections} connections (the back office at 4), after a second's warm-up, autocannon in its own process.
- The API runs as production does (NODE_ENV=production, its default log level, the log written to a file); the limit is a bare Fastify server answering the same JSON as the health check, in a process of its own started the same way, warmed up the same way, measured just before each database's routes.

${sections.join('\n')}`;
}
