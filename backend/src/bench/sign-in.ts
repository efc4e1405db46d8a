import { SEED_PASSWORD } from '../cli/seed-users.js';
import { measureArgon2Verify } from './argon2-throughput.js';
import { runLoad, type LoadJob, type LoadResult } from './load.js';
import type { SignInFigures } from './report.js';
import type { Measure } from './student-documents.js';

/** Quiet and flooded readers measured in turn this many times: one pair's ratio wanders. */
const ROUNDS = 3;
const READERS = 10;

export interface SignInBench {
  apiUrl: string;
  users: number;
  seconds: number;
  connections: number;
  studentHeaders: Record<string, string>;
  measure: Measure;
  /** Adds a row measured outside `measure` (the readers during a flood) to the report. */
  addRow: (name: string, result: LoadResult) => void;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1];

/**
 * Sign-in throughput against raw argon2 on the same cores, and a signed-in student's p99 while a
 * sign-in flood runs against the same ten readers without it, in microseconds, over three rounds
 * (the median round's ratio is the figure).
 */
export async function measureSignIn(bench: SignInBench): Promise<SignInFigures | null> {
  const { apiUrl, seconds } = bench;
  // Many accounts, as real sign-ins are: concurrent attempts on one account count against its
  // sign-in limits until they succeed, so a one-account flood measures the lockout instead.
  const loginJob: Omit<LoadJob, 'connections'> = {
    url: `${apiUrl}/api/login`,
    // A sign-in takes tens of milliseconds of hashing: one second at 50 connections ends before
    // the first answers come back.
    seconds: Math.max(seconds, 3),
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    bodies: Array.from({ length: Math.min(bench.users, 1000) }, (_, index) =>
      JSON.stringify({ email: `seed.${index + 1}@example.com`, password: SEED_PASSWORD }),
    ),
  };
  const login = await bench.measure('POST /api/login', loginJob);
  if (!login) return null;
  const argon2 = await measureArgon2Verify(seconds);
  const readers: LoadJob = {
    url: `${apiUrl}/api/user`,
    headers: bench.studentHeaders,
    connections: READERS,
    seconds: loginJob.seconds,
  };
  const quiet: number[] = [];
  const flooded: LoadResult[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    quiet.push((await runLoad(readers)).p99Micros);
    const [, during] = await Promise.all([
      runLoad({ ...loginJob, connections: bench.connections }),
      runLoad(readers),
    ]);
    flooded.push(during);
  }
  const factors = flooded.map((during, round) => during.p99Micros / Math.max(quiet[round], 1));
  const middle = factors.indexOf(median(factors));
  bench.addRow(`GET /api/user during a login flood (${READERS} connections)`, flooded[middle]);
  return {
    argon2VerifiesPerSecond: argon2,
    loginRatioToArgon2: login.requestsPerSecond / argon2,
    userP99QuietMicros: quiet,
    userP99FloodMicros: flooded.map((during) => during.p99Micros),
    floodFactor: factors[middle],
  };
}
