import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { LedgerEntry } from '@academy/contracts';
import { PaymentEntity } from '../../payments/payment.entity.js';
import { StaffEntity } from '../../staff-auth/staff.entity.js';
import { toDatabaseId } from '../../../common/http/id.pipe.js';
import {
  cappedCount,
  pageTotal,
  readKeysetPage,
  type KeysetListQuery,
} from '../../../common/http/list-page.js';
import { timeOrIdOrder } from '../../../common/http/keyset-order.js';
import { parseListQuery, readIdFilter, type ListPage } from '../../../common/http/list-query.js';
import { BalanceLedgerEntryEntity } from './balance-ledger-entry.entity.js';

const LEDGER_SORT_FIELDS = ['created_at', 'id'] as const;
type LedgerSortField = (typeof LEDGER_SORT_FIELDS)[number];

/**
 * The ledger read back: every row BalanceService.change wrote, one per change of a balance.
 */
@Injectable()
export class BalanceLedgerService {
  /**
   * One page of ledger rows, as a simple-rest list: one user's, or the ones one payment caused.
   * Sorted by created_at (then id) or by id; filter.id (getMany) narrows to those rows.
   */
  async page(
    manager: EntityManager,
    scope: { userId: number } | { paymentId: number },
    listQuery: KeysetListQuery,
    defaultSort: LedgerSortField,
  ): Promise<ListPage<LedgerEntry>> {
    const { sortField, sortOrder, offset, limit, filter } = parseListQuery(
      listQuery,
      LEDGER_SORT_FIELDS,
      defaultSort,
    );
    const query = manager.getRepository(BalanceLedgerEntryEntity).createQueryBuilder('entry');
    if ('userId' in scope) query.where('entry.userId = :userId', scope);
    else query.where('entry.paymentId = :paymentId', scope);
    if (filter.id !== undefined) {
      const ids = readIdFilter(filter.id, toDatabaseId, 'a ledger entry id');
      query.andWhere(ids.length > 0 ? 'entry.id IN (:...ids)' : 'FALSE', { ids });
    }
    const pageQuery = query
      .clone()
      .leftJoin(StaffEntity, 'staff', 'staff.id = entry.staffId')
      .leftJoin(PaymentEntity, 'payment', 'payment.id = entry.paymentId')
      .addSelect('staff.username', 'staff_username')
      .addSelect('payment.publicId', 'payment_public_id');
    // By time uses the (user_id, created_at) index; id breaks ties within one transaction.
    const order = timeOrIdOrder('entry', sortField, sortOrder, 'bigint');
    const place = { offset, limit, cursor: listQuery.cursor };
    const { entities, raw, nextCursor } = await readKeysetPage<
      BalanceLedgerEntryEntity,
      { staff_username: string | null; payment_public_id: string | null }
    >(pageQuery, order, place);
    const { total, exact } = await pageTotal(place, entities.length, () => cappedCount(query));
    return {
      total,
      totalExact: exact,
      offset,
      nextCursor,
      rows: entities.map((entry, index) => ({
        id: String(entry.id),
        userId: entry.userId,
        amount: entry.delta,
        balanceAfter: entry.balanceAfter,
        reason: entry.reason,
        note: entry.note,
        actor: raw[index]?.staff_username ?? null,
        paymentId: raw[index]?.payment_public_id ?? null,
        createdAt: entry.createdAt.toISOString(),
      })),
    };
  }
}
