/**
 * Counts and times each run of a job. The metrics module provides it (under the
 * scheduled_job_runs_total and scheduled_job_duration_seconds metrics).
 */
export interface JobTimer {
  timeJob<T>(job: string, run: () => Promise<T>): Promise<T>;
}

export const JOB_TIMER = Symbol('JobTimer');
