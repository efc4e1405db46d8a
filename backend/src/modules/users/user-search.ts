import { COURSE_PRESETS, ERROR_CODES } from '@academy/contracts';
import { ApiException } from '../../common/http/api-exception.js';
import type { UserSearch } from './dto/list-users.query.js';

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
    if (ids.length > 1000 || !ids.every((id) => Number.isInteger(Number(id)) && Number(id) > 0)) {
      throw invalid('id must be a user id or a list of at most 1000 of them');
    }
    search.ids = ids.map(Number);
  }
  if (filter.course !== undefined) {
    if (typeof filter.course !== 'string' || filter.course.trim() === '') {
      throw invalid(`course must be one of ${COURSE_PRESETS.join(', ')} or a custom name`);
    }
    search.course = filter.course.trim();
  }
  return search;
}
