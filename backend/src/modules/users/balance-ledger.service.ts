import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { UserEntity } from './user.entity.js';

export type LedgerReason = 'admin_set' | 'overdraft_grant' | 'overdraft_reclaim' | 'payment';

export interface BalanceChange {
  reason: LedgerReason;
  adminId?: number;
  paymentId?: number;
}

/**
 * The only way a balance changes: inside the caller's transaction, on a row already locked with
 * FOR UPDATE, with a ledger row that explains every cent.
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
    await manager.query(
      `INSERT INTO balance_ledger (user_id, delta, balance_after, reason, admin_id, payment_id)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [
        lockedUser.id,
        delta,
        balance,
        change.reason,
        change.adminId ?? null,
        change.paymentId ?? null,
      ],
    );
    lockedUser.balance = balance;
  }
}
