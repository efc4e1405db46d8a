import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import {
  STAFF_SORT_FIELDS,
  STAFF_USERNAME_PATTERN,
  type AuditAction,
  type StaffAccount,
  type StaffAccountCreateRequest,
  type StaffAccountUpdateRequest,
  type StaffSortField,
} from '@academy/contracts';
import type { StaffPrincipal } from '../../common/auth/principal.js';
import { refuseChangedKeptFields } from '../../common/http/kept-fields.js';
import { toDatabaseId } from '../../common/http/id.pipe.js';
import {
  parseListQuery,
  readIdFilter,
  type ListPage,
  type ListQuery,
} from '../../common/http/list-query.js';
import { PasswordHasher } from '../../common/security/password-hasher.js';
import { AuditService } from '../audit/index.js';
import { STAFF_KEPT_FIELDS } from './dto/staff-account.dto.js';
import { STAFF_USERNAME_RULE, staffPasswordProblem } from './staff-accounts.service.js';
import { StaffSessionsService } from './sessions/staff-sessions.service.js';
import { StaffEntity } from './staff.entity.js';
import {
  invalidStaffAccount,
  lastActiveAdmin,
  staffAccountNotFound,
  staffUsernameTaken,
} from './staff-auth.errors.js';

const SORT_COLUMNS: Record<StaffSortField, string> = {
  id: 'account.id',
  username: 'lower(account.username)',
  role: 'account.role',
  createdAt: 'account.createdAt',
  lastSignInAt: 'account.lastSignInAt',
};

function toStaffAccount(entity: StaffEntity): StaffAccount {
  return {
    id: entity.id,
    username: entity.username,
    role: entity.role,
    disabled: entity.disabledAt !== null,
    createdAt: entity.createdAt.toISOString(),
    lastSignInAt: entity.lastSignInAt?.toISOString() ?? null,
    twoFactorEnabled: entity.totpEnabledAt !== null,
  };
}

/**
 * Staff accounts as admins manage them in the back office. A change of role or state moves
 * updated_at, which every token carries, so the account's sessions end at once; a new password
 * ends its sessions but the one that set it.
 */
@Injectable()
export class StaffManagementService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly hasher: PasswordHasher,
    private readonly audit: AuditService,
    private readonly sessions: StaffSessionsService,
  ) {}

  async list(listQuery: ListQuery): Promise<ListPage<StaffAccount>> {
    const { sortField, sortOrder, offset, limit, filter } = parseListQuery(
      listQuery,
      STAFF_SORT_FIELDS,
      'username',
    );
    const nulls = sortOrder === 'DESC' ? 'NULLS LAST' : 'NULLS FIRST';
    const query = this.dataSource.getRepository(StaffEntity).createQueryBuilder('account');
    if (filter.id !== undefined) {
      const ids = readIdFilter(filter.id, toDatabaseId, 'a staff account id');
      query.andWhere(ids.length > 0 ? 'account.id IN (:...ids)' : 'FALSE', { ids });
    }
    const [rows, total] = await query
      .orderBy(SORT_COLUMNS[sortField], sortOrder, nulls)
      .addOrderBy('account.id', sortOrder)
      .offset(offset)
      .limit(limit)
      .getManyAndCount();
    return { rows: rows.map(toStaffAccount), total, offset };
  }

  async get(id: number): Promise<StaffAccount> {
    const account = await this.dataSource.getRepository(StaffEntity).findOne({ where: { id } });
    if (!account) throw staffAccountNotFound();
    return toStaffAccount(account);
  }

  async create(actor: StaffPrincipal, request: StaffAccountCreateRequest): Promise<StaffAccount> {
    const username = request.username.trim();
    if (!STAFF_USERNAME_PATTERN.test(username)) throw invalidStaffAccount(STAFF_USERNAME_RULE);
    const passwordProblem = staffPasswordProblem(request.password);
    if (passwordProblem) throw invalidStaffAccount(passwordProblem);
    const passwordHash = await this.hasher.hash(request.password);
    return this.dataSource.transaction(async (manager) => {
      // ON CONFLICT DO NOTHING rather than a unique violation: a failed statement would abort the
      // transaction, and the answer should be a clear 409 either way.
      const rows = await manager.query<{ id: number }[]>(
        `INSERT INTO staff (username, password_hash, role) VALUES ($1, $2, $3)
         ON CONFLICT ((lower(username))) DO NOTHING RETURNING id`,
        [username, passwordHash, request.role],
      );
      const id = rows[0]?.id;
      if (id === undefined) {
        throw staffUsernameTaken();
      }
      const created = await manager.getRepository(StaffEntity).findOneOrFail({ where: { id } });
      await this.record(manager, actor, 'staff_create', created, null, {
        role: created.role,
      });
      return toStaffAccount(created);
    });
  }

  /**
   * Changes the role and the state. The active admins are locked first (always in id order, so two
   * changes cannot deadlock): of two admins demoting each other at once, the second waits, then
   * sees one admin left and is refused. A full record's other fields must be as stored.
   */
  async update(
    actor: StaffPrincipal,
    id: number,
    changes: StaffAccountUpdateRequest,
  ): Promise<StaffAccount> {
    return this.dataSource.transaction(async (manager) => {
      const activeAdmins = await manager
        .getRepository(StaffEntity)
        .createQueryBuilder('account')
        .where("account.role = 'admin'")
        .andWhere('account.disabledAt IS NULL')
        .orderBy('account.id', 'ASC')
        .setLock('pessimistic_write')
        .getMany();
      const account = await this.lock(manager, id);
      refuseChangedKeptFields(changes, toStaffAccount(account), STAFF_KEPT_FIELDS);
      const role = changes.role ?? account.role;
      const disabled = changes.disabled ?? account.disabledAt !== null;
      const losesAdmin =
        account.role === 'admin' && account.disabledAt === null && (role !== 'admin' || disabled);
      if (losesAdmin && activeAdmins.every((admin) => admin.id === id)) {
        throw lastActiveAdmin();
      }
      const now = new Date();
      if (role !== account.role) {
        await this.record(manager, actor, 'staff_role', account, { role: account.role }, { role });
      }
      if (disabled !== (account.disabledAt !== null)) {
        await this.record(
          manager,
          actor,
          disabled ? 'staff_disable' : 'staff_enable',
          account,
          {
            disabled: !disabled,
          },
          { disabled },
        );
      }
      if (disabled && account.disabledAt === null) await this.sessions.endAll(manager, id);
      if (role !== account.role || disabled !== (account.disabledAt !== null)) {
        await manager.update(
          StaffEntity,
          { id },
          { role, disabledAt: disabled ? (account.disabledAt ?? now) : null, updatedAt: now },
        );
      }
      return toStaffAccount(await manager.getRepository(StaffEntity).findOneByOrFail({ id }));
    });
  }

  /**
   * Sets a new password and ends the account's sessions, but the one setting it when an admin
   * changes their own: tokens keep their `ver`, the sessions table decides.
   */
  async setPassword(actor: StaffPrincipal, id: number, password: string): Promise<void> {
    const passwordProblem = staffPasswordProblem(password);
    if (passwordProblem) throw invalidStaffAccount(passwordProblem);
    const passwordHash = await this.hasher.hash(password);
    await this.dataSource.transaction(async (manager) => {
      const account = await this.lock(manager, id);
      await manager.update(StaffEntity, { id }, { passwordHash });
      await this.sessions.endAll(manager, id, actor.staffId === id ? actor.sessionId : null);
      await this.record(manager, actor, 'staff_password', account, null, null);
    });
  }

  private async lock(manager: EntityManager, id: number): Promise<StaffEntity> {
    const account = await manager
      .getRepository(StaffEntity)
      .findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
    if (!account) throw staffAccountNotFound();
    return account;
  }

  private record(
    manager: EntityManager,
    actor: StaffPrincipal,
    action: AuditAction,
    account: StaffEntity,
    before: Record<string, string | boolean> | null,
    after: Record<string, string | boolean> | null,
  ): Promise<void> {
    return this.audit.record(manager, {
      actor,
      action,
      targetUserId: null,
      before: before && { staff: account.username, ...before },
      after: { staff: account.username, ...after },
    });
  }
}
