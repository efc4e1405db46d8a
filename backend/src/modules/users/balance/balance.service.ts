import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { BALANCE_LIMITS, ERROR_CODES, type LedgerReason } from '@academy/contracts';
import { fromCents, toCents } from '@academy/domain';
import { WebhookOutbox } from '../../webhooks/index.js';
import { userNotFound } from '../users.errors.js';
import { UserEntity } from '../user.entity.js';
import { BalanceLedgerEntryEntity } from './balance-ledger-entry.entity.js';
import { BalanceRefused } from './balance-refused.js';
import { userEventSource } from '../user-event-source.js';

/** What a change does: `set` makes the balance `amount`, `add` adds the signed `amount` to it. */
export interface BalanceRequest {
  mode: 'set' | 'add';
  amount: number;
  /** The balance the caller decided on; any other refuses the change with CONFLICT. */
  expected?: number;
}

/** Why a balance changed, as its ledger row tells it. */
export interface BalanceReason {
  reason: LedgerReason;
  /** The staff account that made the change; null or absent for an API key, a payment or a job. */
  staffId?: number | null;
  paymentId?: number;
  /** What staff wrote as the reason, kept on the ledger row. */
  note?: string | null;
}

export interface BalanceChanged {
  before: number;
  after: number;
}

/**
 * The only way a balance changes, for staff, bulk jobs, payments, refunds and the overdraft
 * trial alike: inside the caller's transaction, on the user's row locked FOR UPDATE, so that an
 * 'add' works from the balance as it is and no concurrent change is lost. Every change writes a
 * ledger row that explains every cent and a balance.changed webhook event in that transaction.
 * A result outside BALANCE_LIMITS, or a balance other than `expected`, throws BalanceRefused
 * before anything is written.
 */
@Injectable()
export class BalanceService {
  constructor(private readonly webhooks: WebhookOutbox) {}

  /**
   * Changes the balance of the user `userId`, deleted or not: whether a deleted account may still
   * change (a payment for it may not; the trial's reclaim may) is the caller's decision.
   */
  async change(
    manager: EntityManager,
    userId: number,
    request: BalanceRequest,
    why: BalanceReason,
  ): Promise<BalanceChanged> {
    const user = await manager.getRepository(UserEntity).findOne({
      select: { id: true, balance: true },
      where: { id: userId },
      lock: { mode: 'pessimistic_write' },
    });
    if (!user) throw userNotFound();
    const before = toCents(user.balance);
    const refuse = (code: ConstructorParameters<typeof BalanceRefused>[0]) =>
      new BalanceRefused(code, user.balance);
    if (request.expected !== undefined && toCents(request.expected) !== before) {
      throw refuse(ERROR_CODES.CONFLICT);
    }
    const after =
      request.mode === 'set' ? toCents(request.amount) : before + toCents(request.amount);
    if (after < toCents(BALANCE_LIMITS.min)) throw refuse(ERROR_CODES.BALANCE_BELOW_ZERO);
    if (after > toCents(BALANCE_LIMITS.max)) throw refuse(ERROR_CODES.BALANCE_TOO_LARGE);
    const balance = fromCents(after);
    await manager.update(UserEntity, { id: userId }, { balance });
    await manager.insert(BalanceLedgerEntryEntity, {
      userId,
      delta: fromCents(after - before),
      balanceAfter: balance,
      reason: why.reason,
      note: why.note?.trim() || null,
      staffId: why.staffId ?? null,
      paymentId: why.paymentId ?? null,
    });
    await this.webhooks.recordUserEvent(manager, 'balance.changed', userEventSource(userId));
    return { before: fromCents(before), after: balance };
  }
}
