import { COURSE_PRESETS, ERROR_CODES } from '@academy/contracts';
import { phoneDigits } from '@academy/domain';
import type { EntityManager, SelectQueryBuilder } from 'typeorm';
import { ApiException } from '../../common/http/api-exception.js';
import { toDatabaseId } from '../../common/http/id.pipe.js';
import type { UserSearch } from './dto/list-users.query.js';
import { UserEntity } from './user.entity.js';

/** Reads react-admin's filter object: q (text), id (getMany's list of ids) and course. */
export function userSearch(filter: Record<string, unknown>): UserSearch {
  const search: UserSearch = {};
  const invalid = (message: string) =>
    new ApiException(400, ERROR_CODES.VALIDATION_FAILED, message);
  if (filter.q !== undefined) {
    if (typeof filter.q !== 'string' || filter.q.length > 254)
      throw invalid('q must be text of at most 254 characters');
    search.q = filter.q;
  }
  if (filter.id !== undefined) {
    const ids = Array.isArray(filter.id) ? filter.id : [filter.id];
    const userIds = ids.map(toDatabaseId).filter((id) => id !== null);
    if (ids.length > 1000 || userIds.length !== ids.length) {
      throw invalid('id must be a user id or a list of at most 1000 of them');
    }
    search.ids = userIds;
  }
  if (filter.course !== undefined) {
    if (typeof filter.course !== 'string' || filter.course.trim() === '') {
      throw invalid(`course must be one of ${COURSE_PRESETS.join(', ')} or a custom name`);
    }
    search.course = filter.course.trim();
  }
  return search;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * The undeleted users a search matches, as a query on the alias `account`: the list, the export
 * and bulk changes all select through this one function, so they always agree on who matches.
 * The substring conditions are the ones the trigram indexes serve.
 */
export function searchUsersQuery(
  manager: EntityManager,
  search: UserSearch,
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
    const conditions = [
      'account.id::text LIKE :pattern',
      "lower(account.email) LIKE :pattern ESCAPE '\\'",
    ];
    if (digits.length > 0) conditions.push('account.contactDigits LIKE :digits');
    query.andWhere(`(${conditions.join(' OR ')})`, {
      pattern: `%${escapeLike(q)}%`,
      digits: `%${digits}%`,
    });
  }
  if (search.ids)
    query.andWhere('account.id IN (:...ids)', { ids: search.ids.length ? search.ids : [0] });
  if (search.course)
    query.andWhere('upper(account.course) = upper(:course)', { course: search.course });
  return query;
}
