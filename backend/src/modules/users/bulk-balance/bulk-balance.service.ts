import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHash, randomUUID } from 'node:crypto';
import { DataSource, In, QueryFailedError, type EntityManager } from 'typeorm';
import {
  BULK_BALANCE_LIMIT,
  BULK_BALANCE_REFUSALS_SHOWN,
  type BulkBalanceJob,
  type BulkBalanceJobStatus,
  type BulkBalancePreview,
} from '@academy/contracts';
import type { StaffActor } from '../../../common/auth/principal.js';
import type { ApiException } from '../../../common/http/api-exception.js';
import { AuditService } from '../../audit/index.js';
import { recountJob } from './bulk-balance-recount.js';
import { bulkBalanceTarget, type BulkBalanceTarget } from './bulk-balance-target.js';
import { BulkBalanceJobUserEntity } from './bulk-balance-job-user.entity.js';
import { BulkBalanceJobEntity } from './bulk-balance-job.entity.js';
import { toBulkBalanceJob, toRefusal } from './bulk-balance-job.mapper.js';
import { BulkBalanceWorker } from './bulk-balance.worker.js';
import type { BulkBalanceDto } from '../dto/bulk-balance.dto.js';
import { searchUsersQuery } from '../accounts/user-search.js';
import {
  bulkBalanceAlreadyOpen,
  bulkBalanceJobFinished,
  bulkBalanceJobNotFound,
  bulkBalanceTooMany,
  idempotencyKeyReused,
} from '../users.errors.js';

/** Where a job can be followed: the 202's Location and a 409's pointer to the open job. */
export const bulkBalanceJobPath = (id: string) => `/api/admin/users/bulk-balance/jobs/${id}`;

function isUniqueViolation(error: unknown): boolean {
  return (
    error instanceof QueryFailedError &&
    (error.driverError as { code?: string } | undefined)?.code === '23505'
  );
}

/** The statuses of a job that is still to finish. */
const OPEN: BulkBalanceJobStatus[] = ['queued', 'running'];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The caller, as the idempotency key's owner: one staff member's key is not another's. */
function actorKey(actor: StaffActor): string {
  return actor.kind === 'staff' ? `staff:${actor.staffId}` : `api-key:${actor.apiKeyId}`;
}

/**
 * One amount applied to many balances, as a background job: this service counts, queues and
 * reports; BulkBalanceWorker (on every replica) applies it user by user.
 */
@Injectable()
export class BulkBalanceService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly worker: BulkBalanceWorker,
  ) {}

  /** How many users the change would touch and the sum of their changes, counted in SQL. */
  async preview(request: BulkBalanceDto): Promise<BulkBalancePreview> {
    const change =
      request.mode === 'set'
        ? 'CAST(:amount AS numeric) - account.balance'
        : 'CAST(:amount AS numeric)';
    const row = (await searchUsersQuery(this.dataSource.manager, bulkBalanceTarget(request).search)
      .select('count(*)::int', 'count')
      .addSelect(`coalesce(sum(${change}), 0)::text`, 'totalChange')
      .setParameter('amount', request.amount)
      .getRawOne()) as { count: number; totalChange: string };
    if (row.count > BULK_BALANCE_LIMIT) throw bulkBalanceTooMany();
    return { count: row.count, totalChange: Number(row.totalChange) };
  }

  /**
   * Queues the change, its users chosen now: whoever registers later is not part of it. With an
   * idempotency key, a repeat answers the job the first request made (with another body, 422).
   * While a job for the same users is open, another is refused with 409 and its address.
   */
  async start(
    actor: StaffActor,
    request: BulkBalanceDto,
    idempotencyKey: string | undefined,
  ): Promise<BulkBalanceJob> {
    const target = bulkBalanceTarget(request);
    const requestHash = createHash('sha256')
      .update(
        JSON.stringify({
          target: target.key,
          mode: request.mode,
          amount: request.amount,
          reason: request.reason?.trim() || null,
        }),
      )
      .digest('hex');
    const owner = actorKey(actor);
    if (idempotencyKey !== undefined) {
      const earlier = await this.byIdempotencyKey(owner, idempotencyKey, requestHash);
      if (earlier) return earlier;
    }
    let id: string;
    try {
      id = await this.dataSource.transaction((manager) =>
        this.queue(manager, actor, request, target, { owner, idempotencyKey, requestHash }),
      );
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // The embedded database does not name the index a row broke: ask which rule it was.
      const earlier =
        idempotencyKey === undefined
          ? null
          : await this.byIdempotencyKey(owner, idempotencyKey, requestHash);
      if (earlier) return earlier;
      const open = await this.openJobFor(target.key);
      if (open) throw this.alreadyOpen(open);
      throw error;
    }
    this.worker.wake();
    return this.get(id);
  }

  async get(id: string): Promise<BulkBalanceJob> {
    if (!UUID.test(id)) throw bulkBalanceJobNotFound();
    const job = await this.dataSource.manager.findOneBy(BulkBalanceJobEntity, { id });
    if (!job) throw bulkBalanceJobNotFound();
    const refusals = await this.dataSource.manager.find(BulkBalanceJobUserEntity, {
      select: { userId: true, code: true, params: true, message: true },
      where: { jobId: id, outcome: 'refused' },
      order: { userId: 'ASC' },
      take: BULK_BALANCE_REFUSALS_SHOWN,
    });
    return toBulkBalanceJob(job, refusals.map(toRefusal));
  }

  /** The queued and running jobs, oldest first: what the back office shows after a reload. */
  async open(): Promise<BulkBalanceJob[]> {
    const jobs = await this.dataSource.manager.find(BulkBalanceJobEntity, {
      select: { id: true },
      where: { status: In(OPEN) },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
    return Promise.all(jobs.map((job) => this.get(job.id)));
  }

  /**
   * Stops an open job: users already changed stay changed (each has their ledger row), the rest
   * are left alone. It waits for the users being changed at this moment (each holds the job while
   * it is changed), so the answer counts every user the job changed, and no one is changed after.
   */
  async cancel(actor: StaffActor, id: string): Promise<BulkBalanceJob> {
    if (!UUID.test(id)) throw bulkBalanceJobNotFound();
    await this.dataSource.transaction(async (manager) => {
      const job = await manager.findOne(BulkBalanceJobEntity, {
        select: { status: true, total: true },
        where: { id },
        lock: { mode: 'pessimistic_write' },
      });
      if (!job) throw bulkBalanceJobNotFound();
      if (job.status !== 'queued' && job.status !== 'running') {
        throw bulkBalanceJobFinished(job.status);
      }
      // The worker adds a batch's counts after the batch: count what its users' rows say now.
      const [counted] = await recountJob<{ succeeded: number; refused: number }>(manager, id, {
        set: `status = 'cancelled', finished_at = now(), claimed_until = NULL`,
        returning: 'job.succeeded, job.refused',
      });
      await this.audit.record(manager, {
        actor,
        action: 'bulk_balance_finish',
        targetUserId: null,
        before: null,
        after: { job: id, status: 'cancelled', total: job.total, ...counted },
      });
    });
    return this.get(id);
  }

  private async queue(
    manager: EntityManager,
    actor: StaffActor,
    request: BulkBalanceDto,
    target: BulkBalanceTarget,
    idempotency: { owner: string; idempotencyKey: string | undefined; requestHash: string },
  ): Promise<string> {
    const id = randomUUID();
    await manager.insert(BulkBalanceJobEntity, {
      id,
      actor,
      actorKey: idempotency.owner,
      idempotencyKey: idempotency.idempotencyKey ?? null,
      requestHash: idempotency.requestHash,
      target: target.requested,
      targetKey: target.key,
      mode: request.mode,
      amount: request.amount,
      note: request.reason?.trim() || null,
    });
    // The selection is frozen here, in SQL. A listed id that matches nobody (unknown or deleted)
    // is kept too, so that the job reports it rather than dropping it.
    const [matched, parameters] = searchUsersQuery(manager, target.search)
      .select('account.id', 'id')
      .limit(BULK_BALANCE_LIMIT + 1)
      .getQueryAndParameters();
    const job = `$${parameters.length + 1}`;
    const listed = target.search.ids
      ? ` UNION SELECT unnest($${parameters.length + 2}::int[])`
      : '';
    await manager.query(
      `INSERT INTO bulk_balance_job_users (job_id, user_id)
       SELECT ${job}::uuid, selected.id FROM ((${matched})${listed}) AS selected(id)`,
      [...(parameters as unknown[]), id, ...(target.search.ids ? [target.search.ids] : [])],
    );
    const total = await manager.countBy(BulkBalanceJobUserEntity, { jobId: id });
    if (total > BULK_BALANCE_LIMIT) throw bulkBalanceTooMany();
    // A job with nobody to change has nothing left to do: it is done as it starts.
    await manager.update(
      BulkBalanceJobEntity,
      id,
      total === 0
        ? { total, status: 'done', startedAt: () => 'now()', finishedAt: () => 'now()' }
        : { total },
    );
    await this.audit.record(manager, {
      actor,
      action: 'bulk_balance_start',
      targetUserId: null,
      before: null,
      after: {
        job: id,
        target: JSON.stringify(target.requested),
        mode: request.mode,
        amount: request.amount,
        ...(request.reason?.trim() ? { reason: request.reason.trim() } : {}),
        total,
      },
    });
    if (total === 0) {
      await this.audit.record(manager, {
        actor,
        action: 'bulk_balance_finish',
        targetUserId: null,
        before: null,
        after: { job: id, status: 'done', total: 0, succeeded: 0, refused: 0 },
      });
    }
    return id;
  }

  private async byIdempotencyKey(
    owner: string,
    key: string,
    requestHash: string,
  ): Promise<BulkBalanceJob | null> {
    const job = await this.dataSource.manager.findOne(BulkBalanceJobEntity, {
      select: { id: true, requestHash: true },
      where: { actorKey: owner, idempotencyKey: key },
    });
    if (!job) return null;
    if (job.requestHash !== requestHash) {
      throw idempotencyKeyReused();
    }
    return this.get(job.id);
  }

  private async openJobFor(targetKey: string): Promise<string | null> {
    const job = await this.dataSource.manager.findOne(BulkBalanceJobEntity, {
      select: { id: true },
      where: { targetKey, status: In(OPEN) },
    });
    return job?.id ?? null;
  }

  private alreadyOpen(id: string): ApiException {
    return bulkBalanceAlreadyOpen(id, bulkBalanceJobPath(id));
  }
}
