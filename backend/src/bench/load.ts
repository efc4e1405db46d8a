import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface LoadJob {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Bodies sent in turn instead of `body`: a sign-in flood spread over many accounts. */
  bodies?: string[];
  /** Headers added in turn, one set a request: many students' tokens, each sent once in order. */
  headerSets?: Record<string, string>[];
  connections: number;
  seconds: number;
  /** Stop after this many requests instead of after `seconds`. */
  amount?: number;
  /** The status every answer must have, for a measured refusal; any 2xx when absent. */
  expectedStatus?: number;
}

export interface LoadResult {
  requestsPerSecond: number;
  /** Latency percentiles in milliseconds. */
  p50: number;
  /** autocannon's histogram has no p95: p97.5 bounds it from above. */
  p97_5: number;
  p99: number;
  /**
   * The same percentiles in microseconds, from every answer's own time: autocannon's histogram
   * counts whole milliseconds, too coarse to compare a 2 ms p99 with a 3 ms one.
   */
  p50Micros: number;
  p99Micros: number;
  /** Answers without the expected status (2xx), connection errors and timeouts. */
  failed: number;
  /** How many answers each non-2xx status had. */
  failedStatuses: Record<string, number>;
  answered: number;
}

const WORKER = fileURLToPath(new URL('./load-worker.js', import.meta.url));

/** One load run by autocannon in a child process of its own. */
export function runLoad(job: LoadJob): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const worker = fork(WORKER, { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    let result: LoadResult | null = null;
    worker.once('message', (message: LoadResult) => {
      result = message;
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (result) resolve(result);
      else reject(new Error(`The load generator for ${job.url} exited with code ${code}`));
    });
    worker.send(job);
  });
}
