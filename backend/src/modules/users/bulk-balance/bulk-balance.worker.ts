import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { setImmediate } from 'node:timers/promises';
import { DataSource, MoreThan, type EntityManager } from 'typeorm';
import { type BulkBalanceMode } from '@academy/contracts';
import type { StaffActor } from '../../../common/auth/principal.js';
import { ApiException } from '../../../common/http/api-exception.js';
import { claimLeased, rowsOf } from '../../../common/jobs/leased-claim.js';
import { LeasedLoop } from '../../../common/jobs/leased-loop.js';
import { LeasedWorker } from '../../../common/jobs/leased-worker.js';
import { AuditService } from '../../audit/index.js';
import { MetricsService } from '../../metrics/index.js';
import { BulkBalanceJobUserEntity } from './bulk-balance-job-user.entity.js';
import { refusalOf } from './bulk-balance-job.mapper.js';
import { BulkBalanceJobEntity } from './bulk-balance-job.entity.js';
import { recountJob } from './bulk-balance-recount.js';
import { StaffBalanceService } from '../accounts/staff-balance.service.js';

/** Users read and changed between two progress updates (and lease renewals). */
const BATCH_SIZE = 200;
// Users changed at the same time. Each transaction locks only its own user's row, so they cannot
// deadlock; most of a change's time is spent waiting for PostgreSQL's round trips and commit, so
// a few at once finish sooner while leaving most of the pool (10) to requests. The embedded
// database is one connection: there they simply queue.
const CONCURRENCY = 4;
/**
 * How long a claimed job belongs to the worker that claimed it; renewed after every batch, which
 * takes seconds. A replica that dies leaves the job to another once the lease runs out.
 */
const LEASE_SECONDS = 60;
/** A job claimed this often without finishing keeps stopping its workers: it is failed instead. */
const MAX_CLAIMS = 10;

interface ClaimedJob {
  id: string;
  actor: StaffActor;
  mode: BulkBalanceMode;
  amount: string;
  note: string | null;
  claims: number;
}

/** 'stopped': the job was cancelled (or another worker took it) before this user was changed. */
type Outcome = 'applied' | 'refused' | 'done before' | 'stopped';

/** Thrown inside a user's transaction when another worker already changed that user. */
class AlreadyApplied extends Error {}

/** Thrown inside a user's transaction when the job is no longer running. */
class JobStopped extends Error {}

/**
 * A user's row is marked only while the job still runs, and the job row is held so until the
 * user's transaction ends: a cancel waits for the users being changed at that moment, and no user
 * is changed once it has committed, so a cancelled job's counts are exactly the users it changed.
 */
const WHILE_RUNNING = `EXISTS (SELECT 1 FROM bulk_balance_jobs
                               WHERE id = $1 AND status = 'running' FOR SHARE)`;

/** Why no row was marked: the job stopped, or another worker had already done this user. */
async function unmarkedBecause(manager: EntityManager, jobId: string): Promise<Error> {
  const running = await manager.existsBy(BulkBalanceJobEntity, { id: jobId, status: 'running' });
  return running ? new AlreadyApplied() : new JobStopped();
}

/**
 * Applies queued bulk balance changes. Every replica runs one loop; a job is claimed with FOR
 * UPDATE SKIP LOCKED and a lease, so one replica works on it at a time, and another resumes it
 * when that one stops. Each user is changed in a transaction that also marks their row of the
 * job's frozen selection as applied, and only while it is still pending: a resumed job, or two
 * workers after a lost lease, never change one user twice. Stopping ends the batch in flight and
 * hands its job back (the lease is released), so another replica, or this one started again, goes
 * on at once where it stopped.
 */
@Injectable()
export class BulkBalanceWorker extends LeasedWorker<ClaimedJob> {
  private readonly logger = new Logger(BulkBalanceWorker.name);
  /** This process's name on the leases it holds. */
  private readonly workerId = randomUUID();
  protected readonly loop: LeasedLoop<ClaimedJob>;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly staffBalances: StaffBalanceService,
    private readonly audit: AuditService,
    metrics: MetricsService,
  ) {
    super();
    this.loop = new LeasedLoop(
      {
        name: 'bulk-balance-jobs',
        failure: 'Bulk balance jobs failed',
        claim: () => this.claim(),
        handle: (job) => this.runOrHandBack(job),
      },
      metrics,
      this.logger,
    );
  }

  private async claim(): Promise<ClaimedJob | null> {
    const [job] = await claimLeased<ClaimedJob>(this.dataSource, {
      table: 'bulk_balance_jobs',
      where: `item.status IN ('queued', 'running')`,
      orderBy: 'item.created_at, item.id',
      limit: 1,
      leaseSeconds: LEASE_SECONDS,
      set: `status = 'running', claims = claims + 1, claimed_by = $3,
            started_at = coalesce(started_at, now())`,
      returning: 'id, actor, mode, amount::text AS amount, note, claims',
      parameters: [this.workerId],
    });
    return job ?? null;
  }

  private async runOrHandBack(job: ClaimedJob): Promise<void> {
    try {
      await this.run(job);
    } catch (error) {
      // Whatever stopped it (the database went away), another pass or replica resumes it.
      await this.release(job.id).catch(() => undefined);
      throw error;
    }
  }

  private async run(job: ClaimedJob): Promise<void> {
    if (job.claims > MAX_CLAIMS) {
      await this.end(job, 'failed', `Stopped ${MAX_CLAIMS} times without finishing`);
      return;
    }
    // A worker that died may have changed users after its last progress update: count again.
    await recountJob(this.dataSource, job.id);
    let after = 0;
    for (;;) {
      if (this.loop.stopping) {
        await this.release(job.id);
        return;
      }
      const pending = await this.dataSource.manager.find(BulkBalanceJobUserEntity, {
        select: { userId: true },
        where: { jobId: job.id, userId: MoreThan(after), outcome: 'pending' },
        order: { userId: 'ASC' },
        take: BATCH_SIZE,
      });
      if (pending.length === 0) {
        await this.end(job, 'done', null);
        return;
      }
      const ids = pending.map((row) => row.userId);
      after = ids.at(-1)!;
      const outcomes = await this.applyBatch(job, ids);
      const count = (outcome: Outcome) => outcomes.filter((each) => each === outcome).length;
      const renewed = await this.dataSource.query<
        [{ status: string }[], number] | { status: string }[]
      >(
        `UPDATE bulk_balance_jobs
            SET succeeded = succeeded + $3, refused = refused + $4, processed = processed + $3 + $4,
                claimed_until = now() + make_interval(secs => $5)
          WHERE id = $1 AND claimed_by = $2 AND status = 'running'
          RETURNING status`,
        [job.id, this.workerId, count('applied'), count('refused'), LEASE_SECONDS],
      );
      // Cancelled meanwhile (the cancel counted its users), or the lease ran out and another
      // worker has the job now.
      if (rowsOf(renewed).length === 0 || outcomes.includes('stopped')) return;
    }
  }

  private async applyBatch(job: ClaimedJob, ids: number[]): Promise<Outcome[]> {
    const outcomes = new Array<Outcome>(ids.length);
    let next = 0;
    let stopped = false;
    const lane = async () => {
      while (next < ids.length && !stopped) {
        const index = next++;
        outcomes[index] = await this.applyOne(job, ids[index]);
        if (outcomes[index] === 'stopped') stopped = true;
        // The embedded database answers without any I/O, so a loop of changes would keep the
        // event loop from ever reading another request until the whole batch is done.
        await setImmediate();
      }
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, ids.length) }, lane));
    return outcomes;
  }

  private async applyOne(job: ClaimedJob, userId: number): Promise<Outcome> {
    try {
      await this.staffBalances.changeBalance(
        job.actor,
        userId,
        { mode: job.mode, amount: Number(job.amount), reason: job.note },
        async (manager, change) => {
          const marked = await manager.query<[unknown[], number] | unknown[]>(
            `UPDATE bulk_balance_job_users
                SET outcome = 'applied', balance_before = $3, balance_after = $4
              WHERE job_id = $1 AND user_id = $2 AND outcome = 'pending' AND ${WHILE_RUNNING}
              RETURNING user_id`,
            [job.id, userId, change.before, change.after],
          );
          if (rowsOf(marked).length === 0) throw await unmarkedBecause(manager, job.id);
        },
      );
      return 'applied';
    } catch (error) {
      if (error instanceof AlreadyApplied) return 'done before';
      if (error instanceof JobStopped) return 'stopped';
      if (!(error instanceof ApiException)) {
        this.logger.error(`Bulk balance change of user ${userId} failed: ${String(error)}`);
      }
      const refusal = refusalOf(error);
      return this.dataSource.transaction(async (manager): Promise<Outcome> => {
        const marked = await manager.query<[unknown[], number] | unknown[]>(
          `UPDATE bulk_balance_job_users SET outcome = 'refused', code = $3, params = $4, message = $5
            WHERE job_id = $1 AND user_id = $2 AND outcome = 'pending' AND ${WHILE_RUNNING}
            RETURNING user_id`,
          [
            job.id,
            userId,
            refusal.code,
            refusal.params ? JSON.stringify(refusal.params) : null,
            refusal.message,
          ],
        );
        if (rowsOf(marked).length > 0) return 'refused';
        return (await unmarkedBecause(manager, job.id)) instanceof JobStopped
          ? 'stopped'
          : 'done before';
      });
    }
  }

  /** Ends the job with its counts taken from its users' outcomes, audited as its creator's. */
  private async end(job: ClaimedJob, status: 'done' | 'failed', error: string | null) {
    await this.dataSource.transaction(async (manager) => {
      const [counts] = await recountJob<{ total: number; succeeded: number; refused: number }>(
        manager,
        job.id,
        {
          set: 'status = $3, error = $4, finished_at = now(), claimed_until = NULL',
          where: `job.claimed_by = $2 AND job.status = 'running'`,
          returning: 'job.total, job.succeeded, job.refused',
          parameters: [this.workerId, status, error],
        },
      );
      if (!counts) return;
      await this.audit.record(manager, {
        actor: job.actor,
        action: 'bulk_balance_finish',
        targetUserId: null,
        before: null,
        after: { job: job.id, status, ...counts, ...(error ? { error } : {}) },
      });
    });
  }

  private async release(id: string): Promise<void> {
    await this.dataSource.manager.update(
      BulkBalanceJobEntity,
      { id, claimedBy: this.workerId },
      { claimedBy: null, claimedUntil: null },
    );
  }
}
