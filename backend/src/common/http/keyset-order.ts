import type { ApiException } from './api-exception.js';
import { validationFailed } from './http.errors.js';

/** A list sorted by a column that keyset paging can continue from: never null, with id after it. */
export interface KeysetOrder {
  /** The list's name for the sort, as `sort` sends it and a cursor records it. */
  field: string;
  /** The sort column as the query builder names it (`account.createdAt`). */
  column: string;
  /** The column's SQL type, to read a key written as text back exactly (microseconds included). */
  type: 'timestamptz' | 'bigint' | 'integer';
  /** The row's id as the query builder names it: it breaks ties, so every key is unique. */
  id: string;
  order: 'ASC' | 'DESC';
}

/**
 * The keyset order of a list sorted by time (`<alias>.createdAt`) or by id (`<alias>.id`, of
 * `idType`), the sorts every keyset-paged list offers; id breaks ties of time.
 */
export function timeOrIdOrder(
  alias: string,
  field: 'created_at' | 'id',
  order: KeysetOrder['order'],
  idType: 'integer' | 'bigint',
): KeysetOrder {
  const id = `${alias}.id`;
  return field === 'id'
    ? { field, column: id, type: idType, id, order }
    : { field, column: `${alias}.createdAt`, type: 'timestamptz', id, order };
}

/**
 * The keyset order of a list that offers one for time and id only: null for its other sorts,
 * where a cursor is refused as a page cannot be continued from one.
 */
export function timeOrIdKeyset(
  alias: string,
  field: string,
  order: KeysetOrder['order'],
  cursor: string | undefined,
): KeysetOrder | null {
  if (field === 'created_at' || field === 'id')
    return timeOrIdOrder(alias, field, order, 'integer');
  if (cursor !== undefined) throw cursorUnavailable(`sorting by ${field}`);
  return null;
}

/** A cursor sent where the list is not paged by keyset: `what` names that case. */
export function cursorUnavailable(what: string): ApiException {
  return validationFailed(`cursor is not offered ${what}: page with range alone`);
}
