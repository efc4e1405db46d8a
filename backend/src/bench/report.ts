import { cpus, totalmem } from 'node:os';
import type { LoadResult } from './load.js';

export interface Row {
  name: string;
  result: LoadResult;
  /** req/s as a share of the bare Fastify server's. */
  ratio: number;
}

export interface BenchRun {
  database: string;
  users: number;
  /** Audit entries added beside the students (PostgreSQL only). */
  auditEntries: number;
  seedSeconds: number;
  rows: Row[];
  /** Sign-in against raw argon2, when --only left the student routes in. */
  signIn: {
    argon2VerifiesPerSecond: number;
    loginRatioToArgon2: number;
    userP99Quiet: number;
    userP99DuringLoginFlood: number;
  } | null;
}

const number = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

function table(run: BenchRun): string {
  const lines = [
    '| call | req/s | p50 | p99 | × limit | failed |',
    '|---|---:|---:|---:|---:|---:|',
    ...run.rows.map(
      ({ name, result, ratio }) =>
        `| ${name} | ${number(result.requestsPerSecond)} | ${result.p50} ms | ${result.p99} ms | ` +
        `${number(ratio, 3)} | ${result.failed} |`,
    ),
  ];
  return lines.join('\n');
}

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
- Sign-in: ${number(run.signIn.argon2VerifiesPerSecond)} raw argon2 verifications/s on this machine; \`POST /api/login\` reaches ${number(run.signIn.loginRatioToArgon2, 2)}× of that.
- \`GET /api/user\` p99: ${run.signIn.userP99Quiet} ms quiet, ${run.signIn.userP99DuringLoginFlood} ms during a login flood (${number(run.signIn.userP99DuringLoginFlood / Math.max(run.signIn.userP99Quiet, 1), 1)}×).
`
      : '';
    return `## ${run.database}, ${number(run.users)} students

Seeded${audit} in ${number(run.seedSeconds, 1)} s.

${table(run)}
${signIn}`;
  });
  return `# Benchmark

- Machine: ${cpu.length} × ${cpu[0]?.model ?? 'unknown CPU'}, ${number(totalmem() / 2 ** 30, 1)} GiB, Node.js ${process.version}
- Command: \`${input.command}\`
- Each route for ${input.seconds} s at ${input.connections} connections (the back office at 4), autocannon in its own process.
- Limit: a bare Fastify server answering the same JSON as the health check, in its own process: ${number(input.limit.requestsPerSecond)} req/s, p50 ${input.limit.p50} ms, p99 ${input.limit.p99} ms.

${sections.join('\n')}`;
}
