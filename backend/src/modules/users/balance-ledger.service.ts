import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { BalanceLedgerEntryEntity, type LedgerReason } from './balance-ledger-entry.entity.js';
import { UserEntity } from './user.entity.js';

export interface BalanceChange {
  reason: LedgerReason;
  staffId?: number;
  paymentId?: number;
}

/**
 * The only way a balance changes: inside the caller's transaction, on a row already locked with
 * FOR UPDATE, with a ledger row that explains every cent. The lock is what makes the change
 * atomic: no other transaction can read the old balance until this one ends.
 */
@Injectable()
export class BalanceLedgerService {
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
    lockedUser.balance = balance;
  }
}
