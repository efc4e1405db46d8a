import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AuditEntry, LedgerEntry, User } from '@academy/contracts';
import { normalizeCourse, normalizePhone } from '@academy/domain';
import type { StaffActor } from '../../../common/auth/principal.js';
import { refuseChangedKeptFields } from '../../../common/http/kept-fields.js';
import { toDatabaseId } from '../../../common/http/id.pipe.js';
import type { KeysetListQuery } from '../../../common/http/list-page.js';
import { parseListQuery, readIdFilter, type ListPage } from '../../../common/http/list-query.js';
import { AuditService } from '../../audit/index.js';
import { RateLimitService, SIGN_IN_SCOPES } from '../../rate-limit/index.js';
import { CertificatesService } from '../../certificates/index.js';
import { WebhookOutbox } from '../../webhooks/index.js';
import { BalanceLedgerService } from '../balance/balance-ledger.service.js';
import type { UpdateAccountDto } from './dto/update-account.dto.js';
import { userKeptFields, type ReplaceUserDto } from './dto/replace-user.dto.js';
import { toUser } from '../user.mapper.js';
import { UserEntity } from '../user.entity.js';
import { UsersService } from './users.service.js';
import { userEventSource } from '../user-event-source.js';
import { courseBlank, emailTaken } from '../users.errors.js';
import { AuditedUserChange } from './audited-user-change.js';

const ACCOUNT_FIELDS = ['username', 'lastname', 'email', 'contact', 'avatar'] as const;

/**
 * The account fields that differ from the stored user, normalized as stored. A field sent as it is
 * (a full record sends them all) is no change: an unchanged e-mail keeps the student's pending one.
 */
function accountPatch(user: UserEntity, changes: UpdateAccountDto): Partial<UserEntity> {
  const patch: Partial<UserEntity> = {};
  const username = changes.username?.trim();
  if (username !== undefined && username !== user.username) patch.username = username;
  const lastname = changes.lastname?.trim();
  if (lastname !== undefined && lastname !== user.lastname) patch.lastname = lastname;
  const email = changes.email?.trim();
  if (email !== undefined && email !== user.email) {
    patch.email = email;
    // The address staff set stands: a change the student asked for earlier is dropped, and
    // its link refused (the confirmation checks it is still the pending address).
    patch.pendingEmail = null;
    // Nobody has shown they read the address staff typed: the student verifies it, or staff do.
    patch.emailVerifiedAt = null;
  }
  const contact = changes.contact === undefined ? undefined : normalizePhone(changes.contact);
  if (contact !== undefined && contact !== user.contact) patch.contact = contact;
  if (changes.avatar !== undefined && changes.avatar !== user.avatar) patch.avatar = changes.avatar;
  return patch;
}

/**
 * What staff do to student accounts other than their balance (StaffBalanceService), for the
 * legacy API and the react-admin resource alike; every change is audited in its own transaction.
 */
@Injectable()
export class UserManagementService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly ledger: BalanceLedgerService,
    private readonly audit: AuditService,
    private readonly limits: RateLimitService,
    private readonly webhooks: WebhookOutbox,
    private readonly certificates: CertificatesService,
    private readonly audited: AuditedUserChange,
  ) {}

  async get(id: number): Promise<User> {
    return toUser(await this.users.getActive(id));
  }

  /** One page of an undeleted user's balance changes, newest first unless asked otherwise. */
  async ledgerPage(id: number, listQuery: KeysetListQuery): Promise<ListPage<LedgerEntry>> {
    await this.users.getActive(id);
    return this.ledger.page(this.dataSource.manager, { userId: id }, listQuery, 'created_at');
  }

  /** One page of the audit entries about an undeleted user, newest first unless asked otherwise. */
  async auditPage(id: number, listQuery: KeysetListQuery): Promise<ListPage<AuditEntry>> {
    const { sortField, sortOrder, offset, limit, filter } = parseListQuery(
      listQuery,
      ['created_at', 'id'] as const,
      'created_at',
    );
    const ids =
      filter.id === undefined
        ? undefined
        : readIdFilter(filter.id, toDatabaseId, 'an audit entry id');
    await this.users.getActive(id);
    const { entries, total, nextCursor } = await this.audit.list(
      { targetUserId: id, ids },
      sortField,
      sortOrder,
      { offset, limit, cursor: listQuery.cursor },
    );
    return { rows: entries, total: total.total, totalExact: total.exact, offset, nextCursor };
  }

  /**
   * Changes the account fields that differ from the stored ones. A full record (ra-data-simple-rest
   * sends one) is checked under the row lock: its other fields must be as stored.
   */
  async updateAccount(
    actor: StaffActor,
    id: number,
    changes: UpdateAccountDto | ReplaceUserDto,
  ): Promise<User> {
    return this.audited.run(actor, id, 'account', ACCOUNT_FIELDS, async (manager, user) => {
      refuseChangedKeptFields(changes, toUser(user), userKeptFields(id));
      const patch = accountPatch(user, changes);
      if (patch.email !== undefined && (await this.users.emailTaken(patch.email, id, manager))) {
        throw emailTaken();
      }
      if (Object.keys(patch).length > 0) await manager.update(UserEntity, { id }, patch);
      Object.assign(user, patch);
    });
  }

  /** Lifts the failed sign-in limits on the student's e-mail for every client, audited. */
  async unlockSignIn(actor: StaffActor, id: number): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const user = await this.users.lockActive(manager, id);
      await this.limits.unlockSignIn(SIGN_IN_SCOPES.student, user.email);
      await this.audit.record(manager, {
        actor,
        action: 'sign_in_unlock',
        targetUserId: id,
        before: null,
        after: { email: user.email },
      });
    });
  }

  /** Confirms the student's e-mail without the mailed link, audited; a verified one stays as it is. */
  async markEmailVerified(actor: StaffActor, id: number): Promise<User> {
    return this.dataSource.transaction(async (manager) => {
      const user = await this.users.lockActive(manager, id);
      if (user.emailVerifiedAt !== null) return toUser(user);
      user.emailVerifiedAt = new Date();
      await manager.update(UserEntity, { id }, { emailVerifiedAt: user.emailVerifiedAt });
      await this.audit.record(manager, {
        actor,
        action: 'email_verify',
        targetUserId: id,
        before: { email: user.email, emailVerified: false },
        after: { email: user.email, emailVerified: true },
      });
      await this.webhooks.recordUserEvent(manager, 'user.updated', userEventSource(id));
      return toUser(user);
    });
  }

  async setCourse(actor: StaffActor, id: number, course: string): Promise<User> {
    const normalized = normalizeCourse(course);
    if (normalized === null) {
      throw courseBlank();
    }
    return this.audited.run(actor, id, 'course', ['course'], async (manager, user) => {
      await manager.update(UserEntity, { id }, { course: normalized });
      user.course = normalized;
    });
  }

  /** Keeps the row, its payments and ledger for accounting; the user can no longer sign in. */
  async delete(actor: StaffActor, id: number): Promise<User> {
    return this.audited.run(
      actor,
      id,
      'delete',
      ['email', 'balance', 'course'],
      async (manager, user) => {
        const now = new Date();
        await manager.update(UserEntity, { id }, { deletedAt: now });
        await this.certificates.revokeForDeletedAccount(manager, id);
        user.deletedAt = now;
      },
      { deleted: true },
    );
  }
}
