import { rowsOf, type Queryable } from '../../../common/jobs/leased-claim.js';

/** What else a recount changes, and on which condition: `$1` is the job's id. */
interface Recount {
  /** Further assignments, over bulk_balance_jobs' columns. */
  set?: string;
  /** Further conditions on the job (aliased `job`). */
  where?: string;
  returning?: string;
  /** The parameters from `$2` on. */
  parameters?: unknown[];
}

/**
 * Sets a job's counts to what its users' rows say. The worker adds a batch's counts after the
 * batch, and a worker that died may have changed users after its last update: whoever resumes,
 * ends or cancels the job counts again, from the rows written with each user's change.
 */
export async function recountJob<Row>(
  db: Queryable,
  jobId: string,
  { set, where, returning = 'job.id', parameters = [] }: Recount = {},
): Promise<Row[]> {
  const result = await db.query<[Row[], number] | Row[]>(
    `UPDATE bulk_balance_jobs job
        SET succeeded = counted.applied, refused = counted.refused,
            processed = counted.applied + counted.refused${set ? `, ${set}` : ''}
       FROM (SELECT count(*) FILTER (WHERE outcome = 'applied')::int AS applied,
                    count(*) FILTER (WHERE outcome = 'refused')::int AS refused
               FROM bulk_balance_job_users WHERE job_id = $1) counted
      WHERE job.id = $1${where ? ` AND ${where}` : ''}
      RETURNING ${returning}`,
    [jobId, ...parameters],
  );
  return rowsOf(result);
}
