import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { BulkBalanceMode, User } from '@academy/contracts';
import { staffAccountOf, type StaffActor } from '../../../common/auth/principal.js';
import { AuditService } from '../../audit/index.js';
import { BalanceRefused } from '../balance/balance-refused.js';
import { BalanceService, type BalanceChanged } from '../balance/balance.service.js';
import { toUser } from '../user.mapper.js';
import { balanceOutOfBounds } from '../users.errors.js';
import { AuditedUserChange, withReason } from './audited-user-change.js';
import { UsersService } from './users.service.js';

/**
 * What staff do to a student's balance: set it, add to it, or change it as one step of a bulk
 * job. Each change has its ledger row (with staff's reason as its note) and audit entry in the
 * balance's own transaction.
 */
@Injectable()
export class StaffBalanceService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly balances: BalanceService,
    private readonly audit: AuditService,
    private readonly audited: AuditedUserChange,
  ) {}

  /**
   * Sets the balance under the row lock. With `expectedBalance`, refuses (409 CONFLICT) when the
   * balance is no longer the one the staff member decided on, so a payment credited meanwhile is
   * not erased. A `reason` is kept on the ledger row and in the audit entry.
   */
  async setBalance(
    actor: StaffActor,
    id: number,
    balance: number,
    { expectedBalance, reason }: { expectedBalance?: number; reason?: string } = {},
  ): Promise<User> {
    return this.audited.run(
      actor,
      id,
      'balance',
      ['balance'],
      async (manager, user) => {
        const { after } = await this.balances.change(
          manager,
          id,
          { mode: 'set', amount: balance, expected: expectedBalance },
          { reason: 'admin_set', staffId: staffAccountOf(actor), note: reason },
        );
        user.balance = after;
      },
      { reason },
    );
  }

  /**
   * Adds a signed amount to the balance as it is at that moment, under the row lock, with its
   * ledger and audit rows in one transaction. Refuses (409 CONFLICT) a result below zero or above
   * the maximum, changing nothing.
   */
  async adjustBalance(
    actor: StaffActor,
    id: number,
    amount: number,
    reason?: string,
  ): Promise<User> {
    return this.dataSource.transaction(async (manager) => {
      const user = await this.users.lockActive(manager, id);
      const change = await this.balances
        .change(
          manager,
          id,
          { mode: 'add', amount },
          { reason: 'admin_set', staffId: staffAccountOf(actor), note: reason },
        )
        .catch((error: unknown) => {
          if (!(error instanceof BalanceRefused)) throw error;
          throw balanceOutOfBounds(error.code, error.balance);
        });
      user.balance = change.after;
      await this.audit.record(manager, {
        actor,
        action: 'balance',
        targetUserId: id,
        before: { balance: change.before },
        after: { balance: change.after, ...withReason(reason) },
      });
      return toUser(user);
    });
  }

  /**
   * Sets or adds to one balance under the row lock, so that 'add' works from the balance as it is
   * at that moment. Refuses a result below zero or above the maximum with BalanceRefused (400
   * BALANCE_BELOW_ZERO or BALANCE_TOO_LARGE), changing nothing. `alongside` runs in the change's
   * own transaction once the balance is set: a bulk job records there that this user is done, so
   * the record and the change commit together or not at all. A `reason` is kept on the ledger
   * row and in the audit entry.
   */
  async changeBalance(
    actor: StaffActor,
    id: number,
    { mode, amount, reason }: { mode: BulkBalanceMode; amount: number; reason?: string | null },
    alongside?: (manager: EntityManager, change: BalanceChanged) => Promise<void>,
  ): Promise<BalanceChanged> {
    let change: BalanceChanged | undefined;
    await this.audited.run(
      actor,
      id,
      'balance',
      ['balance'],
      async (manager, user) => {
        change = await this.balances.change(
          manager,
          id,
          { mode, amount },
          { reason: 'admin_set', staffId: staffAccountOf(actor), note: reason },
        );
        user.balance = change.after;
        await alongside?.(manager, change);
      },
      { reason: reason ?? undefined },
    );
    return change!;
  }
}
