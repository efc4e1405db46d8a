import autocannon from 'autocannon';
import type { LoadJob, LoadResult } from './load.js';

/**
 * Runs one autocannon load in this process and reports to the parent: the generator must not
 * share an event loop or a core's time slices with the bench's bookkeeping.
 */
process.once('message', (job: LoadJob) => {
  const bodies = job.bodies;
  let next = 0;
  void autocannon({
    url: job.url,
    method: job.method ?? 'GET',
    headers: job.headers,
    body: job.body,
    requests: bodies?.length
      ? [{ setupRequest: (request) => ({ ...request, body: bodies[next++ % bodies.length] }) }]
      : undefined,
    connections: job.connections,
    duration: job.seconds,
  }).then((result) => {
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
