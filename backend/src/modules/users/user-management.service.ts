import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import {
  ERROR_CODES,
  type AuditEntry,
  type BulkBalanceMode,
  type ErrorCode,
  type LedgerEntry,
  type User,
} from '@academy/contracts';
import { normalizeCourse, normalizePhone } from '@academy/domain';
import { staffAccountOf, type StaffActor } from '../../common/auth/principal.js';
import { ApiException } from '../../common/http/api-exception.js';
import { refuseChangedKeptFields } from '../../common/http/kept-fields.js';
import { toDatabaseId } from '../../common/http/id.pipe.js';
import {
  cappedCount,
  cursorUnavailable,
  LIST_COUNT_CAP,
  pageTotal,
  readKeysetPage,
  type KeysetListQuery,
  type KeysetOrder,
  type ListTotal,
  type PagePlace,
} from '../../common/http/list-page.js';
import { parseListQuery, readIdFilter, type ListPage } from '../../common/http/list-query.js';
import { AuditService } from '../audit/index.js';
import { UNDELETED_USERS_PER_DAY, undeletedUserCount } from '../stats/index.js';
import { RateLimitService, SIGN_IN_SCOPES } from '../rate-limit/index.js';
import { WebhookOutbox, type UserEventType } from '../webhooks/index.js';
import { BalanceLedgerService } from './balance-ledger.service.js';
import type { UpdateAccountDto } from './dto/update-account.dto.js';
import { userKeptFields, type ReplaceUserDto } from './dto/replace-user.dto.js';
import { MAX_BALANCE } from './dto/update-balance.dto.js';
import { USER_SORT_FIELDS, type UserSortField } from './dto/list-users.query.js';
import { searchUsersQuery, userSearch } from './user-search.js';
import { auditSnapshot, toUser } from './user.mapper.js';
import { UserEntity } from './user.entity.js';
import { UsersService } from './users.service.js';
import { userEventSource } from './user-event-source.js';

/** The sorts a page can be read by keyset for: never null, with an index ending in id. */
const USER_KEYSET_COLUMNS: Partial<Record<UserSortField, Pick<KeysetOrder, 'column' | 'type'>>> = {
  id: { column: 'account.id', type: 'integer' },
  created_at: { column: 'account.createdAt', type: 'timestamptz' },
};

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

/**
 * The ids of every user `query` matches, read in one pass of its conditions; null when more than
 * LIST_COUNT_CAP match, as a capped count would stop there too.
 */
async function matchingUserIds(query: SelectQueryBuilder<UserEntity>): Promise<number[] | null> {
  const rows = await query
    .clone()
    .select('account.id', 'id')
    .orderBy()
    .limit(LIST_COUNT_CAP + 1)
    .getRawMany<{ id: number }>();
  return rows.length > LIST_COUNT_CAP ? null : rows.map((row) => row.id);
}

// Whole cents, so that binary floating point never makes equal amounts differ.
const cents = (amount: number) => Math.round(amount * 100);

const ACCOUNT_FIELDS = ['username', 'lastname', 'email', 'contact', 'avatar'] as const;

/** The webhook event each audited change of a user sends. */
const USER_EVENTS = {
  account: 'user.updated',
  course: 'course.changed',
  delete: 'user.deleted',
} as const satisfies Record<string, UserEventType>;

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
  }
  const contact = changes.contact === undefined ? undefined : normalizePhone(changes.contact);
  if (contact !== undefined && contact !== user.contact) patch.contact = contact;
  if (changes.avatar !== undefined && changes.avatar !== user.avatar) patch.avatar = changes.avatar;
  return patch;
}

/**
 * What staff do to student accounts, for the legacy API and the react-admin resource alike;
 * every change is audited in its own transaction.
 */
/** A balance change refused for the balance it would leave, with the numbers that say why. */
export class BalanceRefused extends ApiException {
  constructor(
    code: ErrorCode,
    message: string,
    override readonly params: Record<string, number>,
  ) {
    super(400, code, message);
  }
}

@Injectable()
export class UserManagementService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly ledger: BalanceLedgerService,
    private readonly audit: AuditService,
    private readonly limits: RateLimitService,
    private readonly webhooks: WebhookOutbox,
  ) {}

  /**
   * One page of undeleted users for react-admin's sort, range and filter parameters. Sorted by
   * registration or id, a page is read by keyset (see readKeysetPage), and a cursor may continue
   * it; unfiltered, the total is the maintained user count, read in the page's snapshot; filtered,
   * a count capped at LIST_COUNT_CAP.
   */
  async list(listQuery: KeysetListQuery): Promise<ListPage<User>> {
    const { sortField, sortOrder, offset, limit, filter } = parseListQuery(
      listQuery,
      USER_SORT_FIELDS,
      'created_at',
    );
    const search = userSearch(filter);
    const keyset = USER_KEYSET_COLUMNS[sortField];
    if (listQuery.cursor !== undefined && !keyset)
      throw cursorUnavailable(`sorting by ${sortField}`);
    const unfiltered = Object.keys(search).length === 0;
    const searched = Boolean(search.q?.trim());
    const readPage = async (manager: EntityManager): Promise<ListPage<User>> => {
      let query = searchUsersQuery(manager, search);
      const place: PagePlace = { offset, limit, cursor: listQuery.cursor };
      if (unfiltered) {
        place.exactTotal = await undeletedUserCount(manager);
        if (sortField === 'created_at') place.rowsPerDay = UNDELETED_USERS_PER_DAY;
      }
      // Counted already when a search matched more than the cap.
      let counted: ListTotal | null = null;
      if (searched) {
        // A substring search costs one trigram scan whatever it returns: it is run once, for the
        // ids of its matches, and when it matches no more than a count would read, the page is
        // picked among those ids and the total is their number.
        const matched = await matchingUserIds(query);
        if (matched !== null) {
          query = manager
            .getRepository(UserEntity)
            .createQueryBuilder('account')
            .where('account.id = ANY(CAST(:matched AS int[]))', {
              matched: `{${matched.join(',')}}`,
            });
          place.exactTotal = matched.length;
        } else {
          counted = { total: LIST_COUNT_CAP + 1, exact: false };
        }
      }
      let rows: UserEntity[];
      let nextCursor: string | null = null;
      if (keyset) {
        ({ entities: rows, nextCursor } = await readKeysetPage(
          query,
          { field: sortField, ...keyset, id: 'account.id', order: sortOrder },
          place,
        ));
      } else {
        const nulls = sortOrder === 'DESC' ? 'NULLS LAST' : 'NULLS FIRST';
        rows = await query
          .clone()
          .orderBy(SORT_COLUMNS[sortField], sortOrder, nulls)
          .addOrderBy('account.id', sortOrder)
          .offset(offset)
          .limit(limit)
          .getMany();
      }
      const { total, exact } = await pageTotal(place, rows.length, () =>
        counted ? Promise.resolve(counted) : cappedCount(query),
      );
      return { rows: rows.map(toUser), total, totalExact: exact, offset, nextCursor };
    };
    // The maintained count (or a search's matches) and the page must see the same users: one
    // snapshot for both.
    return unfiltered || searched
      ? this.dataSource.transaction('REPEATABLE READ', readPage)
      : readPage(this.dataSource.manager);
  }

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
    return this.change(actor, id, 'account', ACCOUNT_FIELDS, async (manager, user) => {
      refuseChangedKeptFields(changes, toUser(user), userKeptFields(id));
      const patch = accountPatch(user, changes);
      if (patch.email !== undefined && (await this.users.emailTaken(patch.email, id, manager))) {
        throw new ApiException(
          409,
          ERROR_CODES.EMAIL_TAKEN,
          'A user with this email already exists',
        );
      }
      if (Object.keys(patch).length > 0) await manager.update(UserEntity, { id }, patch);
      Object.assign(user, patch);
    });
  }

  /**
   * Sets the balance under the row lock. With `expectedBalance`, refuses (409) when the balance
   * is no longer the one the staff member decided on, so a payment credited meanwhile is not erased.
   */
  async setBalance(
    actor: StaffActor,
    id: number,
    balance: number,
    expectedBalance?: number,
  ): Promise<User> {
    return this.change(actor, id, 'balance', ['balance'], (manager, user) => {
      if (expectedBalance !== undefined && cents(user.balance) !== cents(expectedBalance)) {
        throw new ApiException(
          409,
          ERROR_CODES.CONFLICT,
          `The balance has changed meanwhile: it is now ${user.balance.toFixed(2)}. Check it and try again.`,
        );
      }
      return this.ledger.setBalance(manager, user, balance, {
        reason: 'admin_set',
        staffId: staffAccountOf(actor),
      });
    });
  }

  /**
   * Adds a signed amount to the balance as it is at that moment, atomically in SQL, with its
   * ledger and audit rows in one transaction. Refuses (409) a result below zero or above the
   * maximum, changing nothing.
   */
  async adjustBalance(
    actor: StaffActor,
    id: number,
    amount: number,
    reason?: string,
  ): Promise<User> {
    return this.dataSource.transaction(async (manager) => {
      const change = await this.ledger.addToBalance(manager, id, amount, {
        reason: 'admin_set',
        staffId: staffAccountOf(actor),
      });
      // The row is locked by the update already, or else this answers 404 for a missing user.
      const user = await this.users.lockActive(manager, id);
      if (!change) {
        const below = cents(user.balance) + cents(amount) < 0;
        throw new ApiException(
          409,
          ERROR_CODES.CONFLICT,
          below
            ? `The balance cannot go below zero: it is ${user.balance.toFixed(2)}`
            : 'The balance cannot go above the maximum',
        );
      }
      await this.audit.record(manager, {
        actor,
        action: 'balance',
        targetUserId: id,
        before: { balance: change.before },
        after: { balance: change.after, ...(reason?.trim() ? { reason: reason.trim() } : {}) },
      });
      return toUser(user);
    });
  }

  /**
   * Sets or adds to one balance under the row lock, so that 'add' works from the balance as it is
   * at that moment. Refuses a result below zero or above the maximum, changing nothing.
   */
  /**
   * `alongside` runs in the change's own transaction once the balance is set: a bulk job records
   * there that this user is done, so the record and the change commit together or not at all.
   */
  async changeBalance(
    actor: StaffActor,
    id: number,
    mode: BulkBalanceMode,
    amount: number,
    alongside?: (
      manager: EntityManager,
      change: { before: number; after: number },
    ) => Promise<void>,
  ): Promise<{ before: number; after: number }> {
    let before = 0;
    const user = await this.change(actor, id, 'balance', ['balance'], async (manager, locked) => {
      before = locked.balance;
      const next = mode === 'set' ? amount : (cents(locked.balance) + cents(amount)) / 100;
      if (next < 0) {
        throw new BalanceRefused(
          ERROR_CODES.BALANCE_BELOW_ZERO,
          'The balance cannot go below zero',
          { balance: locked.balance },
        );
      }
      if (next > MAX_BALANCE) {
        throw new BalanceRefused(ERROR_CODES.BALANCE_TOO_LARGE, 'Balance is too large', {
          max: MAX_BALANCE,
        });
      }
      await this.ledger.setBalance(manager, locked, next, {
        reason: 'admin_set',
        staffId: staffAccountOf(actor),
      });
      await alongside?.(manager, { before, after: locked.balance });
    });
    return { before, after: user.balance };
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

  async setCourse(actor: StaffActor, id: number, course: string): Promise<User> {
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
  async delete(actor: StaffActor, id: number): Promise<User> {
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
    actor: StaffActor,
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
        // A balance's event comes from the ledger, where every balance change goes.
        if (action !== 'balance')
          await this.webhooks.recordUserEvent(manager, USER_EVENTS[action], userEventSource(id));
      }
      return toUser(user);
    });
  }
}
