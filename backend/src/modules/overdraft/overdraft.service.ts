import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { OVERDRAFT_TRIAL, type User } from '@academy/contracts';
import { staffAccountOf, type Principal } from '../../common/auth/principal.js';
import { Sweep } from '../../common/jobs/sweep.js';
import { inBatches } from '../../common/jobs/in-batches.js';
import { AuditService } from '../audit/index.js';
import {
  BalanceRefused,
  BalanceService,
  auditSnapshot,
  toUser,
  UsersService,
  userEventSource,
} from '../users/index.js';
import { UserEntity } from '../users/user.entity.js';
import { WebhookOutbox } from '../webhooks/index.js';
import { AppConfig } from '../../config/app-config.js';
import { emailNotVerified } from './overdraft.errors.js';
import { overdraftExpiry, overdraftReclaimAmount } from './overdraft.policy.js';
import {
  overdraftAlreadyUsed,
  overdraftOwnAccountOnly,
  trialDepositTooLarge,
} from './overdraft.errors.js';

const AUDITED_FIELDS = ['balance', 'overdraft', 'overdraft_expires_at'] as const;
const RECLAIM_BATCH = 100;

/** The trial: $500 credited for 3 days, once per user, taken back by a scheduled job. */
@Injectable()
export class OverdraftService {
  private readonly logger = new Logger(OverdraftService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly balances: BalanceService,
    private readonly audit: AuditService,
    private readonly webhooks: WebhookOutbox,
    private readonly config: AppConfig,
  ) {}

  async activate(caller: Principal, userId: number): Promise<User> {
    if (caller.kind === 'student' && caller.userId !== userId) {
      throw overdraftOwnAccountOnly();
    }
    return this.dataSource.transaction(async (manager) => {
      const user = await this.users.lockActive(manager, userId);
      // The academy's choice applies to the student's own click; staff grant the trial knowingly.
      if (
        caller.kind === 'student' &&
        this.config.trialRequiresVerifiedEmail &&
        user.emailVerifiedAt === null
      ) {
        throw emailNotVerified();
      }
      if (user.overdraft) {
        throw overdraftAlreadyUsed();
      }
      const before = auditSnapshot(user, AUDITED_FIELDS);
      const now = new Date();
      const expiresAt = overdraftExpiry(now);
      await manager.update(
        UserEntity,
        { id: userId },
        { overdraft: true, overdraftExpiresAt: expiresAt },
      );
      Object.assign(user, { overdraft: true, overdraftExpiresAt: expiresAt });
      const { after } = await this.balances
        .change(
          manager,
          userId,
          { mode: 'add', amount: OVERDRAFT_TRIAL.deposit },
          {
            reason: 'overdraft_grant',
            staffId: caller.kind === 'student' ? null : staffAccountOf(caller),
          },
        )
        .catch((error: unknown) => {
          if (!(error instanceof BalanceRefused)) throw error;
          throw trialDepositTooLarge();
        });
      user.balance = after;
      await this.webhooks.recordUserEvent(manager, 'overdraft.started', userEventSource(userId));
      if (caller.kind !== 'student') {
        await this.audit.record(manager, {
          actor: caller,
          action: 'overdraft',
          targetUserId: userId,
          before,
          after: auditSnapshot(user, AUDITED_FIELDS),
        });
      }
      return toUser(user);
    });
  }

  @Sweep({
    name: 'overdraft-reclaim',
    everyMs: 60_000,
    failure: 'Reclaiming expired overdrafts failed',
  })
  async reclaimExpiredOnSchedule(): Promise<void> {
    await this.reclaimExpired();
  }

  /**
   * Takes back the deposit of every trial whose 3 days are over. Rows are claimed with SKIP LOCKED,
   * so several API instances can run this together without taking a deposit back twice.
   */
  async reclaimExpired(now = new Date()): Promise<number> {
    const settled = await inBatches(RECLAIM_BATCH, () =>
      this.dataSource.transaction(async (manager) => {
        const due = await manager
          .getRepository(UserEntity)
          .createQueryBuilder('user')
          .where('user.overdraftSettledAt IS NULL')
          .andWhere('user.overdraftExpiresAt <= :now', { now })
          .orderBy('user.overdraftExpiresAt', 'ASC')
          .limit(RECLAIM_BATCH)
          .setLock('pessimistic_write')
          .setOnLocked('skip_locked')
          .getMany();
        for (const user of due) {
          await this.balances.change(
            manager,
            user.id,
            { mode: 'add', amount: -overdraftReclaimAmount(user.balance) },
            { reason: 'overdraft_reclaim' },
          );
          await manager.update(UserEntity, { id: user.id }, { overdraftSettledAt: now });
          await this.webhooks.recordUserEvent(manager, 'overdraft.ended', userEventSource(user.id));
        }
        return due.length;
      }),
    );
    if (settled > 0) this.logger.log(`Reclaimed ${settled} expired trial overdraft(s)`);
    return settled;
  }
}
