import type { Response } from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import type { BulkBalanceJob } from '@academy/contracts';

const FINAL = new Set(['done', 'failed', 'cancelled']);

/** Reads the job until it ends (or the time runs out, which fails the test) and returns it. */
export async function finishedJob(
  http: TestAgent,
  token: string,
  started: Response | string,
  timeoutMs = 120_000,
): Promise<BulkBalanceJob> {
  const id = typeof started === 'string' ? started : (started.body as BulkBalanceJob).id;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const job = (
      await http
        .get(`/api/admin/users/bulk-balance/jobs/${id}`)
        .set('Authorization', token)
        .expect(200)
    ).body as BulkBalanceJob;
    if (FINAL.has(job.status)) return job;
    if (Date.now() > deadline)
      throw new Error(`Job ${id} is still ${job.status}: ${JSON.stringify(job)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Reads the job until `ready` holds for it. */
export async function jobWhen(
  http: TestAgent,
  token: string,
  id: string,
  ready: (job: BulkBalanceJob) => boolean,
  timeoutMs = 120_000,
): Promise<BulkBalanceJob> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const job = (
      await http
        .get(`/api/admin/users/bulk-balance/jobs/${id}`)
        .set('Authorization', token)
        .expect(200)
    ).body as BulkBalanceJob;
    if (ready(job)) return job;
    if (Date.now() > deadline) throw new Error(`Job ${id} never got there: ${JSON.stringify(job)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
