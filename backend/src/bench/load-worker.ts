import autocannon from 'autocannon';
import type { LoadJob, LoadResult } from './load.js';

/** The answer at `share` (0 to 1) of the sorted times (ms), in whole microseconds. */
const percentileMicros = (sorted: Float64Array, share: number) =>
  sorted.length === 0
    ? 0
    : Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] * 1000);

/** Each request takes the next body and the next header set, when the job has them. */
function setupRequest({ bodies, headerSets }: LoadJob) {
  if (!bodies?.length && !headerSets?.length) return undefined;
  let next = 0;
  return (request: autocannon.Request): autocannon.Request => {
    const turn = next++;
    return {
      ...request,
      ...(bodies?.length ? { body: bodies[turn % bodies.length] } : {}),
      ...(headerSets?.length
        ? { headers: { ...request.headers, ...headerSets[turn % headerSets.length] } }
        : {}),
    };
  };
}

/** One load, with every answer's time kept: autocannon's histogram counts whole milliseconds. */
function load(job: LoadJob): Promise<{ result: autocannon.Result; times: Float64Array }> {
  const setup = setupRequest(job);
  const times: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: job.url,
        method: job.method ?? 'GET',
        headers: job.headers,
        body: job.body,
        requests: setup ? [{ setupRequest: setup }] : undefined,
        connections: job.connections,
        duration: job.seconds,
        amount: job.amount,
      },
      (error: unknown, result) =>
        error
          ? reject(
              error instanceof Error ? error : new Error('autocannon failed', { cause: error }),
            )
          : resolve({ result, times: Float64Array.from(times) }),
    );
    // Milliseconds with a fraction, from the generator's own clock for each answer.
    instance.on('response', (_client, _status, _bytes, responseTime) => {
      times.push(responseTime);
    });
  });
}

/**
 * Runs one autocannon load in this process and reports to the parent: the generator must not
 * share an event loop or a core's time slices with the bench's bookkeeping.
 */
process.once('message', (job: LoadJob) => {
  void load(job).then(({ result, times }) => {
    const sorted = times.sort();
    const answered = result.requests.total;
    const expected = (status: string) =>
      job.expectedStatus === undefined
        ? status.startsWith('2')
        : status === String(job.expectedStatus);
    const unexpected = Object.entries(result.statusCodeStats ?? {})
      .filter(([status]) => !expected(status))
      .map(([status, stats]) => [status, stats.count ?? 0] as const);
    const someExpected = unexpected.length < Object.keys(result.statusCodeStats ?? {}).length;
    // A refused body is not read to its end; the connection then closes under the rest of it.
    const closedByRefusal = job.expectedStatus !== undefined && someExpected;
    const report: LoadResult = {
      requestsPerSecond: answered / result.duration,
      p50: result.latency.p50,
      p97_5: result.latency.p97_5,
      p99: result.latency.p99,
      p50Micros: percentileMicros(sorted, 0.5),
      p99Micros: percentileMicros(sorted, 0.99),
      failed:
        unexpected.reduce((sum, [, count]) => sum + count, 0) +
        (closedByRefusal ? 0 : result.errors) +
        result.timeouts,
      failedStatuses: Object.fromEntries(unexpected),
      answered,
    };
    process.send?.(report, () => process.exit(0));
  });
});
