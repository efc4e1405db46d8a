import { SetMetadata } from '@nestjs/common';

export const SWEEP = Symbol('sweep');

/** A periodic sweep: what it is called and how often it runs. */
export interface SweepOptions {
  /** The job's name in the metrics (`job` label of scheduled_job_*) and the scheduler. */
  name: string;
  everyMs: number;
  /** What failed, for the log: "Reclaiming expired overdrafts failed". */
  failure: string;
}

/**
 * Runs the method every `everyMs` on every replica. The method is the sweep's whole work: each
 * call, on schedule or not, is timed and counted in the metrics, and its failure is logged rather
 * than thrown (SweepScheduler wraps it). A sweep must be safe on several replicas at once (claim
 * its rows with SKIP LOCKED, or serialise in the database), since each replica runs it.
 */
export const Sweep = (options: SweepOptions): MethodDecorator => SetMetadata(SWEEP, options);
