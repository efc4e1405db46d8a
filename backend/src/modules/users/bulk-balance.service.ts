import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { setImmediate } from 'node:timers/promises';
import { DataSource } from 'typeorm';
import {
  BULK_BALANCE_LIMIT,
  ERROR_CODES,
  type BulkBalanceOutcome,
  type BulkBalancePreview,
  type BulkBalanceResult,
} from '@academy/contracts';
import type { StaffActor } from '../../common/auth/principal.js';
import { ApiException } from '../../common/http/api-exception.js';
import { BULK_LIMIT_MESSAGE, type BulkBalanceDto } from './dto/bulk-balance.dto.js';
import type { UserSearch } from './dto/list-users.query.js';
import { searchUsersQuery, userSearch } from './user-search.js';
import { UserManagementService } from './user-management.service.js';

// Users changed at the same time. Each transaction locks only its own user's row, so they cannot
// deadlock; most of a change's time is spent waiting for PostgreSQL's round trips and commit, so
// a few at once finish sooner while leaving most of the pool (10) to other requests. The embedded
// database is one connection: there they simply queue.
const CONCURRENCY = 4;

function tooMany(): ApiException {
  return new ApiException(
    400,
    ERROR_CODES.VALIDATION_FAILED,
    `${BULK_LIMIT_MESSAGE}: narrow the selection`,
  );
}

/** The listed ids, or the list's search; either way only undeleted users match. */
function targetSearch(request: BulkBalanceDto): UserSearch {
  return request.ids ? { ids: [...new Set(request.ids)] } : userSearch({ ...request.filter });
}

/**
 * One amount applied to many balances. Each user is changed in a transaction of their own, with
 * their own ledger and audit rows, so one refusal leaves that user untouched and the rest go on.
 */
@Injectable()
export class BulkBalanceService {
  private readonly logger = new Logger(BulkBalanceService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly management: UserManagementService,
  ) {}

  /** How many users the change would touch and the sum of their changes, counted in SQL. */
  async preview(request: BulkBalanceDto): Promise<BulkBalancePreview> {
    const change =
      request.mode === 'set'
        ? 'CAST(:amount AS numeric) - account.balance'
        : 'CAST(:amount AS numeric)';
    const row = (await searchUsersQuery(this.dataSource.manager, targetSearch(request))
      .select('count(*)::int', 'count')
      .addSelect(`coalesce(sum(${change}), 0)::text`, 'totalChange')
      .setParameter('amount', request.amount)
      .getRawOne()) as { count: number; totalChange: string };
    if (row.count > BULK_BALANCE_LIMIT) throw tooMany();
    return { count: row.count, totalChange: Number(row.totalChange) };
  }

  async apply(actor: StaffActor, request: BulkBalanceDto): Promise<BulkBalanceResult> {
    const search = targetSearch(request);
    // One more than allowed is enough to know the selection is too big, without counting it all.
    const rows = await searchUsersQuery(this.dataSource.manager, search)
      .select('account.id', 'id')
      .orderBy('account.id', 'ASC')
      .limit(BULK_BALANCE_LIMIT + 1)
      .getRawMany<{ id: number }>();
    if (rows.length > BULK_BALANCE_LIMIT) throw tooMany();
    // A listed id that matched nobody (unknown or deleted) is reported rather than dropped.
    const ids = [...new Set([...rows.map((row) => Number(row.id)), ...(search.ids ?? [])])].sort(
      (a, b) => a - b,
    );
    const results = new Array<BulkBalanceOutcome>(ids.length);
    let next = 0;
    const worker = async () => {
      while (next < ids.length) {
        const index = next++;
        results[index] = await this.applyOne(actor, ids[index], request);
        // The embedded database answers without any I/O, so a loop of changes would keep the
        // event loop from ever reading another request until the whole batch is done.
        await setImmediate();
      }
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, ids.length) }, worker));
    const succeeded = results.filter((result) => result.ok).length;
    return { succeeded, failed: results.length - succeeded, results };
  }

  private async applyOne(
    actor: StaffActor,
    id: number,
    request: BulkBalanceDto,
  ): Promise<BulkBalanceOutcome> {
    try {
      const { before, after } = await this.management.changeBalance(
        actor,
        id,
        request.mode,
        request.amount,
      );
      return { id, ok: true, before, after };
    } catch (error) {
      if (error instanceof ApiException) return { id, ok: false, message: error.message };
      this.logger.error(`Bulk balance change of user ${id} failed: ${String(error)}`);
      return { id, ok: false, message: 'The balance could not be changed' };
    }
  }
}
