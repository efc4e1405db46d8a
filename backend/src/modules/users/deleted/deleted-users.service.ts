import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import { DataSource, IsNull, QueryFailedError, type EntityManager } from 'typeorm';
import { USER_RESTORE_DAYS, type DeletedUser, type User } from '@academy/contracts';
import type { StaffActor } from '../../../common/auth/principal.js';
import { toDatabaseId } from '../../../common/http/id.pipe.js';
import {
  parseListQuery,
  readIdFilter,
  type ListPage,
  type ListQuery,
} from '../../../common/http/list-query.js';
import { Sweep } from '../../../common/jobs/sweep.js';
import { inBatches } from '../../../common/jobs/in-batches.js';
import { AuditService } from '../../audit/index.js';
import { StudentSessionEntity } from '../../auth/student-session.entity.js';
import { CertificatesService } from '../../certificates/index.js';
import { ReceiptStore } from '../../payments/index.js';
import { WebhookOutbox } from '../../webhooks/index.js';
import { toUser } from '../user.mapper.js';
import { UserEntity } from '../user.entity.js';
import { userEventSource } from '../user-event-source.js';
import { deletedUserNotFound, restoredEmailTaken } from '../users.errors.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const PURGE_BATCH = 100;
const DELETED_SORT_FIELDS = ['deleted_at', 'id', 'email'] as const;

/** The personal fields of a user that audit entries may hold in `before` and `after`. */
const PERSONAL_AUDIT_KEYS = ['username', 'lastname', 'email', 'contact', 'avatar', 'pending_email'];

const restoreWindowStart = (now: Date) => new Date(now.getTime() - USER_RESTORE_DAYS * DAY_MS);

function toDeletedUser(entity: UserEntity): DeletedUser {
  const deletedAt = entity.deletedAt!;
  return {
    ...toUser(entity),
    deleted_at: deletedAt.toISOString(),
    purge_at: new Date(deletedAt.getTime() + USER_RESTORE_DAYS * DAY_MS).toISOString(),
  };
}

/**
 * Deleted students: listed and restored by admins within the restore window, after which a
 * scheduled job replaces their personal data with anonymous values. Their ledger, payments and
 * audit entries stay for accounting, tied to the anonymous row.
 */
@Injectable()
export class DeletedUsersService {
  private readonly logger = new Logger(DeletedUsersService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly receipts: ReceiptStore,
    private readonly webhooks: WebhookOutbox,
    private readonly certificates: CertificatesService,
  ) {}

  /** Users still inside the restore window, most recently deleted first by default. */
  async list(listQuery: ListQuery, now = new Date()): Promise<ListPage<DeletedUser>> {
    const { sortField, sortOrder, offset, limit, filter } = parseListQuery(
      listQuery,
      DELETED_SORT_FIELDS,
      'deleted_at',
    );
    const column = {
      deleted_at: 'account.deletedAt',
      id: 'account.id',
      email: 'lower(account.email)',
    };
    const query = this.dataSource
      .getRepository(UserEntity)
      .createQueryBuilder('account')
      .where('account.deletedAt > :windowStart', { windowStart: restoreWindowStart(now) })
      .andWhere('account.purgedAt IS NULL');
    if (filter.id !== undefined) {
      const ids = readIdFilter(filter.id, toDatabaseId, 'a user id');
      query.andWhere(ids.length > 0 ? 'account.id IN (:...ids)' : 'FALSE', { ids });
    }
    const [rows, total] = await query
      .orderBy(column[sortField], sortOrder)
      .addOrderBy('account.id', sortOrder)
      .offset(offset)
      .limit(limit)
      .getManyAndCount();
    return { rows: rows.map(toDeletedUser), total, offset };
  }

  /**
   * Brings the account back as it was. Sessions from before the deletion stay ended: the student
   * signs in again. 404 once the window is over, 409 when a new account has the e-mail meanwhile.
   */
  async restore(actor: StaffActor, id: number, now = new Date()): Promise<User> {
    try {
      return await this.dataSource.transaction(async (manager) => {
        const user = await manager.getRepository(UserEntity).findOne({
          where: { id },
          lock: { mode: 'pessimistic_write' },
        });
        if (
          !user?.deletedAt ||
          user.purgedAt !== null ||
          user.deletedAt <= restoreWindowStart(now)
        ) {
          throw deletedUserNotFound();
        }
        if (await this.emailInUse(manager, user)) throw restoredEmailTaken();
        const deletedAt = user.deletedAt;
        await manager.update(UserEntity, { id }, { deletedAt: null });
        // The restored student signs in afresh: no token from before the deletion works again.
        await manager.update(
          StudentSessionEntity,
          { userId: id, endedAt: IsNull() },
          { endedAt: () => 'now()' },
        );
        await this.audit.record(manager, {
          actor,
          action: 'user_restore',
          targetUserId: id,
          before: { deleted_at: deletedAt.toISOString() },
          after: { email: user.email },
        });
        await this.webhooks.recordUserEvent(manager, 'user.restored', userEventSource(id));
        return toUser(user);
      });
    } catch (error) {
      // A registration with the same e-mail that committed between the check and the update.
      if (isEmailIndexViolation(error)) throw restoredEmailTaken();
      throw error;
    }
  }

  @Sweep({
    name: 'deleted-users-purge',
    everyMs: 60 * 60 * 1000,
    failure: 'Removing the personal data of deleted users failed',
  })
  async purgeExpiredOnSchedule(): Promise<void> {
    await this.purgeExpired();
  }

  /**
   * Replaces the personal data of every user deleted longer ago than the restore window. Rows are
   * claimed with SKIP LOCKED, so several API instances can run this together.
   */
  async purgeExpired(now = new Date()): Promise<number> {
    const purged = await inBatches(PURGE_BATCH, async () => {
      const receiptFiles: string[] = [];
      const batch = await this.dataSource.transaction(async (manager) => {
        const due = await manager
          .getRepository(UserEntity)
          .createQueryBuilder('account')
          .where('account.deletedAt <= :windowStart', { windowStart: restoreWindowStart(now) })
          .andWhere('account.purgedAt IS NULL')
          .orderBy('account.deletedAt', 'ASC')
          .limit(PURGE_BATCH)
          .setLock('pessimistic_write')
          .setOnLocked('skip_locked')
          .getMany();
        for (const user of due) {
          receiptFiles.push(...(await this.anonymise(manager, user.id, now)));
        }
        return due.length;
      });
      // Removed once the rows no longer name them: a rollback keeps every file its row needs.
      for (const file of receiptFiles) await this.receipts.remove(file);
      return batch;
    });
    if (purged > 0) this.logger.log(`Removed the personal data of ${purged} deleted user(s)`);
    return purged;
  }

  /** Anonymises one user in the transaction; answers the receipt files to remove after it. */
  private async anonymise(manager: EntityManager, id: number, now: Date): Promise<string[]> {
    await manager.update(
      UserEntity,
      { id },
      {
        username: 'Deleted',
        lastname: 'user',
        // Unique per row and never deliverable (.invalid is reserved for that).
        email: `deleted-${id}@deleted.invalid`,
        contact: '',
        // Not a hash any password can match: the account can never sign in again.
        passwordHash: `purged:${randomBytes(16).toString('hex')}`,
        avatar: null,
        pendingEmail: null,
        purgedAt: now,
      },
    );
    await this.certificates.anonymiseHolder(manager, id);
    await manager.query(`DELETE FROM password_reset_tokens WHERE user_id = $1`, [id]);
    await manager.query(`DELETE FROM sign_in_unlock_tokens WHERE user_id = $1`, [id]);
    // A receipt (a bank screenshot, a transfer slip) shows names and account numbers; the
    // payment itself stays, without it.
    const receipts = await manager.query<{ receipt_file: string }[]>(
      `SELECT receipt_file FROM payments WHERE user_id = $1 AND receipt_file IS NOT NULL`,
      [id],
    );
    await manager.query(
      `UPDATE payments SET receipt_file = NULL, receipt_type = NULL, receipt_size = NULL
       WHERE user_id = $1 AND receipt_file IS NOT NULL`,
      [id],
    );
    // The entries stay (who changed which balance, when), without the name, e-mail or phone.
    await manager.query(
      `UPDATE audit_log SET before = before - $2::text[], after = after - $2::text[]
       WHERE target_user_id = $1`,
      [id, PERSONAL_AUDIT_KEYS],
    );
    await this.audit.record(manager, {
      actor: 'system',
      action: 'user_purge',
      targetUserId: id,
      before: null,
      after: null,
    });
    return receipts.map((row) => row.receipt_file);
  }

  private async emailInUse(manager: EntityManager, user: UserEntity): Promise<boolean> {
    const count = await manager
      .getRepository(UserEntity)
      .createQueryBuilder('other')
      .where('lower(other.email) = lower(:email)', { email: user.email })
      .andWhere('other.deletedAt IS NULL')
      .andWhere('other.id <> :id', { id: user.id })
      .getCount();
    return count > 0;
  }
}

function isEmailIndexViolation(error: unknown): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const driverError = error.driverError as { code?: string; constraint?: string } | undefined;
  return driverError?.code === '23505' && driverError.constraint === 'users_email_unique';
}
