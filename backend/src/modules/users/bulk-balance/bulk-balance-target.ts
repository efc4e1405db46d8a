import { createHash } from 'node:crypto';
import type { BulkTarget } from '@academy/contracts';
import type { UserSearch } from '../accounts/dto/list-users.query.js';
import { userSearch } from '../accounts/user-search.js';

export interface BulkBalanceTarget {
  /** The target as the request named it, kept with the job and its audit entry. */
  requested: BulkTarget;
  /** Whom it selects: the listed ids, or the list's search. */
  search: UserSearch;
  /**
   * One text per set of users the request means, whatever its spelling: ids sorted and once
   * each; a filter as the search reads it (q in lower case, the course in upper case, dates as
   * instants). Two requests with one key target the same users.
   */
  key: string;
}

/** Reads the request's target (a bad filter is a 400, as for the list). */
export function bulkBalanceTarget(request: { ids?: number[]; filter?: object }): BulkBalanceTarget {
  if (request.ids) {
    const ids = [...new Set(request.ids)].sort((a, b) => a - b);
    return { requested: { ids }, search: { ids }, key: hash({ ids }) };
  }
  const filter = { ...request.filter } as Record<string, unknown>;
  const search = userSearch(filter);
  const normalised = {
    q: search.q?.trim().toLowerCase() || undefined,
    course: search.course?.toUpperCase(),
    balanceMin: search.balanceMin,
    balanceMax: search.balanceMax,
    overdraft: search.overdraft,
    createdFrom: search.createdFrom?.toISOString(),
    createdTo: search.createdTo && {
      at: search.createdTo.at.toISOString(),
      inclusive: search.createdTo.inclusive,
    },
    activity: search.activity,
  };
  return { requested: { filter }, search, key: hash({ filter: normalised }) };
}

/** JSON.stringify leaves undefined out, and the keys above are always written in one order. */
function hash(value: object): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('hex');
}
