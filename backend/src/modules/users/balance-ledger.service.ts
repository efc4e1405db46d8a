import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { BALANCE_LIMITS, type LedgerEntry, type LedgerReason } from '@academy/contracts';
import { PaymentEntity } from '../payments/payment.entity.js';
import { StaffEntity } from '../staff-auth/staff.entity.js';
import { toDatabaseId } from '../../common/http/id.pipe.js';
import {
  cappedCount,
  pageTotal,
  readKeysetPage,
  type KeysetListQuery,
  type KeysetOrder,
} from '../../common/http/list-page.js';
import { parseListQuery, readIdFilter, type ListPage } from '../../common/http/list-query.js';
import { WebhookOutbox } from '../webhooks/index.js';
import { BalanceLedgerEntryEntity } from './balance-ledger-entry.entity.js';
import { UserEntity } from './user.entity.js';
import { userEventSource } from './user-event-source.js';

const LEDGER_SORT_FIELDS = ['created_at', 'id'] as const;
type LedgerSortField = (typeof LEDGER_SORT_FIELDS)[number];

export interface BalanceChange {
  reason: LedgerReason;
  /** The staff account that made the change; null or absent for an API key, a payment or a job. */
  staffId?: number | null;
  paymentId?: number;
}

/**
 * The only way a balance changes: inside the caller's transaction, on a row already locked with
 * FOR UPDATE, with a ledger row that explains every cent. The lock is what makes the change
 * atomic: no other transaction can read the old balance until this one ends. Every change also
 * writes its balance.changed webhook event in the same transaction.
 */
@Injectable()
export class BalanceLedgerService {
  constructor(private readonly webhooks: WebhookOutbox) {}

  async setBalance(
    manager: EntityManager,
    lockedUser: UserEntity,
    newBalance: number,
    change: BalanceChange,
  ): Promise<void> {
    // Whole cents throughout, so that binary floating point never leaves a stray fraction.
    const cents = (amount: number) => Math.round(amount * 100);
    const balance = cents(newBalance) / 100;
    const delta = (cents(newBalance) - cents(lockedUser.balance)) / 100;
    await manager.update(UserEntity, { id: lockedUser.id }, { balance });
    await manager.insert(BalanceLedgerEntryEntity, {
      userId: lockedUser.id,
      delta,
      balanceAfter: balance,
      reason: change.reason,
      staffId: change.staffId ?? null,
      paymentId: change.paymentId ?? null,
    });
    await this.webhooks.recordUserEvent(manager, 'balance.changed', userEventSource(lockedUser.id));
    lockedUser.balance = balance;
  }

  /**
   * Adds `delta` to the balance as it is, in one statement (`balance = balance + $1`), with its
   * ledger row in the caller's transaction; no lock is needed and none is waited for longer than
   * the statement. Null when the user is missing or deleted, or the result would leave the limits:
   * then nothing changed.
   */
  async addToBalance(
    manager: EntityManager,
    userId: number,
    delta: number,
    change: BalanceChange,
  ): Promise<{ before: number; after: number } | null> {
    const result = await manager
      .createQueryBuilder()
      .update(UserEntity)
      .set({ balance: () => 'balance + :delta' })
      .where('id = :userId AND deleted_at IS NULL')
      .andWhere('balance + :delta BETWEEN :min AND :max')
      .setParameters({ delta, userId, min: BALANCE_LIMITS.min, max: BALANCE_LIMITS.max })
      .returning(['balance'])
      .execute();
    const rows = result.raw as { balance: string | number }[];
    if (rows.length === 0) return null;
    const cents = (amount: number) => Math.round(amount * 100);
    const after = Number(rows[0].balance);
    await manager.insert(BalanceLedgerEntryEntity, {
      userId,
      delta,
      balanceAfter: after,
      reason: change.reason,
      staffId: change.staffId ?? null,
      paymentId: change.paymentId ?? null,
    });
    await this.webhooks.recordUserEvent(manager, 'balance.changed', userEventSource(userId));
    return { before: (cents(after) - cents(delta)) / 100, after };
  }

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
    const order: KeysetOrder =
      sortField === 'created_at'
        ? {
            field: sortField,
            column: 'entry.createdAt',
            type: 'timestamptz',
            id: 'entry.id',
            order: sortOrder,
          }
        : {
            field: sortField,
            column: 'entry.id',
            type: 'bigint',
            id: 'entry.id',
            order: sortOrder,
          };
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
        actor: raw[index]?.staff_username ?? null,
        paymentId: raw[index]?.payment_public_id ?? null,
        createdAt: entry.createdAt.toISOString(),
      })),
    };
  }
}
