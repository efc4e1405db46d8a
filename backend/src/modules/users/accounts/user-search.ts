import {
  COURSE_PRESETS,
  CUSTOM_COURSE_FILTER,
  USER_ACTIVITY_FILTERS,
  type UserActivityFilter,
} from '@academy/contracts';
import { ACTIVITY_THRESHOLD_MINUTES, phoneDigits } from '@academy/domain';
import type { EntityManager, SelectQueryBuilder } from 'typeorm';
import { validationFailed } from '../../../common/http/http.errors.js';
import { toDatabaseId } from '../../../common/http/id.pipe.js';
import { filterEndAfter, isFilterDate, readIdFilter } from '../../../common/http/list-query.js';
import type { UserSearch } from './dto/list-users.query.js';
import { MAX_BALANCE } from '../balance/update-balance.dto.js';
import { UserEntity } from '../user.entity.js';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** How far back each activity choice reaches; 'older' is everyone outside the week. */
const ACTIVITY_WINDOW_MS: Record<Exclude<UserActivityFilter, 'older'>, number> = {
  online: ACTIVITY_THRESHOLD_MINUTES.online * MINUTE_MS,
  today: DAY_MS,
  week: 7 * DAY_MS,
};

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;
// A calendar date or a full instant with its offset: no local times that mean different instants
// on different servers.
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;

/** A number, or its text as the address bar carries it. */
function money(name: string, value: unknown): number {
  const amount = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof amount !== 'number' || !Number.isFinite(amount) || Math.abs(amount) > MAX_BALANCE) {
    throw validationFailed(`${name} must be an amount in USD`);
  }
  return amount;
}

function instant(name: string, value: unknown): { at: Date; calendarDate: boolean } {
  if (typeof value !== 'string' || !(CALENDAR_DATE.test(value) || INSTANT.test(value))) {
    throw validationFailed(
      `${name} must be a date (YYYY-MM-DD) or a date and time with its time zone`,
    );
  }
  const calendarDate = CALENDAR_DATE.test(value);
  const date = new Date(calendarDate ? `${value}T00:00:00Z` : value);
  // 2026-02-30 parses as March 2nd: a calendar date must come back as itself.
  if (!isFilterDate(date) || (calendarDate && date.toISOString().slice(0, 10) !== value)) {
    throw validationFailed(`${name} is not a real date`);
  }
  return { at: date, calendarDate };
}

/** An end date includes its whole (UTC) day: up to the next day's start, that one excluded. */
function endBound(value: unknown): { at: Date; inclusive: boolean } {
  const { at, calendarDate } = instant('createdTo', value);
  return calendarDate
    ? { at: filterEndAfter(at, DAY_MS), inclusive: false }
    : { at, inclusive: true };
}

function readCourse(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '' || value.length > 100) {
    throw validationFailed(
      `course must be one of ${[...COURSE_PRESETS, CUSTOM_COURSE_FILTER].join(', ')} or a custom name`,
    );
  }
  return value.trim();
}

function readOverdraft(value: unknown): boolean {
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  throw validationFailed('overdraft must be true or false');
}

function readActivity(value: unknown): UserActivityFilter {
  if (!USER_ACTIVITY_FILTERS.includes(value as UserActivityFilter)) {
    throw validationFailed(`activity must be one of ${USER_ACTIVITY_FILTERS.join(', ')}`);
  }
  return value as UserActivityFilter;
}

/**
 * Reads react-admin's filter object into a search, refusing (400) a bad value with a message that
 * names it. Each key is read on its own, so a new filter is one more entry here and one more
 * condition in `searchUsersQuery`.
 */
export function userSearch(filter: Record<string, unknown>): UserSearch {
  const search: UserSearch = {};
  const has = (key: string) => filter[key] !== undefined && filter[key] !== null;
  if (has('q')) {
    if (typeof filter.q !== 'string' || filter.q.length > 254)
      throw validationFailed('q must be text of at most 254 characters');
    search.q = filter.q;
  }
  if (has('id')) search.ids = readIdFilter(filter.id, toDatabaseId, 'a user id');
  if (has('course')) search.course = readCourse(filter.course);
  if (has('balanceMin')) search.balanceMin = money('balanceMin', filter.balanceMin);
  if (has('balanceMax')) search.balanceMax = money('balanceMax', filter.balanceMax);
  if (
    search.balanceMin !== undefined &&
    search.balanceMax !== undefined &&
    search.balanceMin > search.balanceMax
  ) {
    throw validationFailed('balanceMin must not be greater than balanceMax');
  }
  if (has('overdraft')) search.overdraft = readOverdraft(filter.overdraft);
  if (has('createdFrom')) search.createdFrom = instant('createdFrom', filter.createdFrom).at;
  if (has('createdTo')) search.createdTo = endBound(filter.createdTo);
  if (search.createdFrom && search.createdTo && search.createdFrom > search.createdTo.at) {
    throw validationFailed('createdFrom must not be after createdTo');
  }
  if (has('activity')) search.activity = readActivity(filter.activity);
  return search;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

function whereCourse(query: SelectQueryBuilder<UserEntity>, course: string): void {
  if (course.toUpperCase() === CUSTOM_COURSE_FILTER) {
    query.andWhere('upper(account.course) NOT IN (:...presets)', { presets: [...COURSE_PRESETS] });
  } else {
    query.andWhere('upper(account.course) = upper(:course)', { course });
  }
}

function whereActivity(
  query: SelectQueryBuilder<UserEntity>,
  activity: UserActivityFilter,
  now: Date,
): void {
  if (activity === 'older') {
    const since = new Date(now.getTime() - ACTIVITY_WINDOW_MS.week);
    query.andWhere('(account.lastActivity < :activeSince OR account.lastActivity IS NULL)', {
      activeSince: since,
    });
  } else {
    const since = new Date(now.getTime() - ACTIVITY_WINDOW_MS[activity]);
    query.andWhere('account.lastActivity >= :activeSince', { activeSince: since });
  }
}

/**
 * The undeleted users a search matches, as a query on the alias `account`: the list, the export
 * and bulk changes all select through this one function, so they always agree on who matches.
 * The substring conditions are the ones the trigram indexes serve; the others have b-tree indexes
 * of their own (see the users entity).
 */
export function searchUsersQuery(
  manager: EntityManager,
  search: UserSearch,
  now = new Date(),
): SelectQueryBuilder<UserEntity> {
  const query = manager
    .getRepository(UserEntity)
    .createQueryBuilder('account')
    .where('account.deletedAt IS NULL');
  const q = search.q?.trim().toLowerCase();
  if (q) {
    // Only a phone-like q (digits, spaces, + - . ( )) searches phones: the digits of an e-mail
    // such as anna77@… would otherwise match every phone that contains 77.
    const digits = /^[\d\s+\-.()]+$/.test(q) ? phoneDigits(q) : '';
    // An id is digits only: a q with anything else in it can match no id, and is not looked for
    // there.
    const conditions = /^\d+$/.test(q) ? ['account.id::text LIKE :pattern'] : [];
    conditions.push("lower(account.email) LIKE :pattern ESCAPE '\\'");
    if (digits.length > 0) conditions.push('account.contactDigits LIKE :digits');
    query.andWhere(`(${conditions.join(' OR ')})`, {
      pattern: `%${escapeLike(q)}%`,
      digits: `%${digits}%`,
    });
  }
  if (search.ids)
    query.andWhere('account.id IN (:...ids)', { ids: search.ids.length ? search.ids : [0] });
  if (search.course) whereCourse(query, search.course);
  if (search.balanceMin !== undefined)
    query.andWhere('account.balance >= :balanceMin', { balanceMin: search.balanceMin });
  if (search.balanceMax !== undefined)
    query.andWhere('account.balance <= :balanceMax', { balanceMax: search.balanceMax });
  if (search.overdraft !== undefined) {
    // Running: granted and not yet taken back, the rows the users_overdraft_due index holds.
    const running = 'account.overdraftExpiresAt IS NOT NULL AND account.overdraftSettledAt IS NULL';
    query.andWhere(search.overdraft ? `(${running})` : `NOT (${running})`);
  }
  if (search.createdFrom)
    query.andWhere('account.createdAt >= :createdFrom', { createdFrom: search.createdFrom });
  if (search.createdTo) {
    const operator = search.createdTo.inclusive ? '<=' : '<';
    query.andWhere(`account.createdAt ${operator} :createdTo`, { createdTo: search.createdTo.at });
  }
  if (search.activity) whereActivity(query, search.activity, now);
  return query;
}
