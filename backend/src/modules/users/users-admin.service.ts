import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { ERROR_CODES, type User } from '@academy/contracts';
import { normalizeCourse, normalizePhone, phoneDigits } from '@academy/domain';
import type { StaffPrincipal } from '../../common/auth/principal.js';
import { ApiException } from '../../common/http/api-exception.js';
import { parseListQuery, type ListQuery } from '../../common/http/list-query.js';
import { AuditService } from '../audit/audit.service.js';
import { BalanceLedgerService } from './balance-ledger.service.js';
import type { UpdateAccountDto } from './dto/update-account.dto.js';
import { USER_SORT_FIELDS, type UserSortField } from './dto/list-users.query.js';
import { userSearch } from './user-search.js';
import { auditSnapshot, toUser } from './user.mapper.js';
import { UserEntity } from './user.entity.js';
import { UsersService } from './users.service.js';

const SORT_COLUMNS: Record<UserSortField, string> = {
  id: 'account.id',
  created_at: 'account.createdAt',
  email: 'lower(account.email)',
  username: 'account.username',
  lastname: 'account.lastname',
  balance: 'account.balance',
  course: 'account.course',
  last_activity: 'account.lastActivity',
};

const ACCOUNT_FIELDS = ['username', 'lastname', 'email', 'contact', 'avatar'] as const;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** What staff do to student accounts; every change is audited in its own transaction. */
@Injectable()
export class UsersAdminService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly ledger: BalanceLedgerService,
    private readonly audit: AuditService,
  ) {}

  /** One page of undeleted users for react-admin's sort, range and filter parameters. */
  async list(listQuery: ListQuery): Promise<{ users: User[]; total: number; offset: number }> {
    const { sortField, sortOrder, offset, limit, filter } = parseListQuery(
      listQuery,
      USER_SORT_FIELDS,
      'created_at',
    );
    const search = userSearch(filter);
    const query = this.dataSource
      .getRepository(UserEntity)
      .createQueryBuilder('account')
      .where('account.deletedAt IS NULL');
    const q = search.q?.trim().toLowerCase();
    if (q) {
      // Only a phone-like q (digits, spaces, + - . ( )) searches phones: the digits of an e-mail
      // such as anna77@… would otherwise match every phone that contains 77.
      const digits = /^[\d\s+\-.()]+$/.test(q) ? phoneDigits(q) : '';
      const conditions = [
        'account.id::text LIKE :pattern',
        "lower(account.email) LIKE :pattern ESCAPE '\\'",
      ];
      if (digits.length > 0) conditions.push('account.contact_digits LIKE :digits');
      query.andWhere(`(${conditions.join(' OR ')})`, {
        pattern: `%${escapeLike(q)}%`,
        digits: `%${digits}%`,
      });
    }
    if (search.ids)
      query.andWhere('account.id IN (:...ids)', { ids: search.ids.length ? search.ids : [0] });
    if (search.course)
      query.andWhere('upper(account.course) = upper(:course)', { course: search.course });
    const nulls = sortOrder === 'DESC' ? 'NULLS LAST' : 'NULLS FIRST';
    const [rows, total] = await query
      .orderBy(SORT_COLUMNS[sortField], sortOrder, nulls)
      .addOrderBy('account.id', sortOrder)
      .offset(offset)
      .limit(limit)
      .getManyAndCount();
    return { users: rows.map(toUser), total, offset };
  }

  async get(id: number): Promise<User> {
    return toUser(await this.users.getActive(id));
  }

  async updateAccount(actor: StaffPrincipal, id: number, changes: UpdateAccountDto): Promise<User> {
    return this.change(actor, id, 'account', ACCOUNT_FIELDS, async (manager, user) => {
      if (
        changes.email !== undefined &&
        (await this.users.emailTaken(changes.email, id, manager))
      ) {
        throw new ApiException(
          409,
          ERROR_CODES.EMAIL_TAKEN,
          'A user with this email already exists',
        );
      }
      const patch: Partial<UserEntity> = {};
      if (changes.username !== undefined) patch.username = changes.username.trim();
      if (changes.lastname !== undefined) patch.lastname = changes.lastname.trim();
      if (changes.email !== undefined) patch.email = changes.email.trim();
      if (changes.contact !== undefined) patch.contact = normalizePhone(changes.contact);
      if (changes.avatar !== undefined) patch.avatar = changes.avatar;
      if (Object.keys(patch).length > 0) await manager.update(UserEntity, { id }, patch);
      Object.assign(user, patch);
    });
  }

  async setBalance(actor: StaffPrincipal, id: number, balance: number): Promise<User> {
    return this.change(actor, id, 'balance', ['balance'], (manager, user) =>
      this.ledger.setBalance(manager, user, balance, {
        reason: 'admin_set',
        adminId: actor.staffId,
      }),
    );
  }

  async setCourse(actor: StaffPrincipal, id: number, course: string): Promise<User> {
    const normalized = normalizeCourse(course);
    if (normalized === null) {
      throw new ApiException(400, ERROR_CODES.VALIDATION_FAILED, 'Course name must not be blank');
    }
    return this.change(actor, id, 'course', ['course'], async (manager, user) => {
      await manager.update(UserEntity, { id }, { course: normalized });
      user.course = normalized;
    });
  }

  /** Keeps the row, its payments and ledger for accounting; the user can no longer sign in. */
  async delete(actor: StaffPrincipal, id: number): Promise<User> {
    return this.change(
      actor,
      id,
      'delete',
      ['email', 'balance', 'course'],
      async (manager, user) => {
        const now = new Date();
        await manager.update(UserEntity, { id }, { deletedAt: now });
        user.deletedAt = now;
      },
      true,
    );
  }

  private async change(
    actor: StaffPrincipal,
    id: number,
    action: 'account' | 'balance' | 'course' | 'delete',
    fields: readonly (keyof User)[],
    apply: (manager: EntityManager, user: UserEntity) => Promise<void>,
    deleted = false,
  ): Promise<User> {
    return this.dataSource.transaction(async (manager) => {
      const user = await this.users.lockActive(manager, id);
      const before = auditSnapshot(user, fields);
      await apply(manager, user);
      const after = deleted ? null : auditSnapshot(user, fields);
      // A change that changed nothing is not worth an audit entry.
      if (JSON.stringify(before) !== JSON.stringify(after)) {
        await this.audit.record(manager, { actor, action, targetUserId: id, before, after });
      }
      return toUser(user);
    });
  }
}
