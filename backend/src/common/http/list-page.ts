import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { ApiException } from './api-exception.js';
import { ListQuery } from './list-query.js';
import { validationFailed } from './http.errors.js';
import { dayOfRow, withoutShownJoins, type DayOfRow } from './list-page-sql.js';
import type { KeysetOrder } from './keyset-order.js';

/**
 * How many matching rows a filtered list counts before it stops and answers "more than this": a
 * count stays within a page's time budget up to about this many rows of an index. The bulk
 * change's preview counts its own selection in full.
 */
export const LIST_COUNT_CAP = 10_000;

/** From this offset on, a page is found by its first row's key rather than by OFFSET on full rows. */
export const KEY_SEEK_FROM_OFFSET = 1000;

/** Where a page starts: at a row position, or just after the row a cursor names. */
export interface PagePlace {
  offset: number;
  limit: number;
  cursor?: string;
  /**
   * The exact number of rows the query matches, read in the same snapshot: a page past the middle
   * is then read from the other end, so the deepest page costs what the first ones do.
   */
  exactTotal?: number;
  /**
   * For a list sorted by a timestamp: SQL answering, for each UTC calendar date, how many rows of
   * the list fall on it (`day` date, `rows`), exactly as the page's snapshot sees them, e.g. from
   * maintained totals. A deep page then counts whole dates off and seeks its first row within one.
   */
  rowsPerDay?: string;
}

/** The simple-rest list parameters plus the cursor the keyset-paged lists accept. */
export class KeysetListQuery extends ListQuery {
  @ApiPropertyOptional({
    description:
      'Continue after the last row of the previous page: the X-Next-Cursor header of that answer. With a cursor, only the size of range counts (its first number only labels Content-Range), and the page neither skips nor repeats a row when rows are added or removed meanwhile. Only for the sorts a cursor is offered for, with the same sort and filter.',
    example: 'WyJjcmVhdGVkX2F0IiwiREVTQyIsIjIwMjYtMTEtMjAgMDk6MzA6MDAuMTIzNDU2KzAwIiwiNDIiXQ',
  })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  cursor?: string;
}

interface CursorKey {
  key: string;
  id: string;
}

function invalidCursor(): ApiException {
  return validationFailed('cursor is not one this list gave for this sort: start again without it');
}

function encodeCursor(order: KeysetOrder, key: CursorKey): string {
  return Buffer.from(JSON.stringify([order.field, order.order, key.key, key.id])).toString(
    'base64url',
  );
}

function decodeCursor(order: KeysetOrder, cursor: string): CursorKey {
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (
    !Array.isArray(parts) ||
    parts.length !== 4 ||
    parts[0] !== order.field ||
    parts[1] !== order.order ||
    typeof parts[2] !== 'string' ||
    typeof parts[3] !== 'string' ||
    !/^\d{1,19}$/.test(parts[3]) ||
    !validKey(order.type, parts[2])
  ) {
    throw invalidCursor();
  }
  return { key: parts[2], id: parts[3] };
}

/** A key as PostgreSQL writes the type as text; anything else would fail the cast in SQL. */
function validKey(type: KeysetOrder['type'], key: string): boolean {
  if (type === 'timestamptz') {
    return /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/.test(key);
  }
  return /^-?\d{1,19}$/.test(key);
}

const flip = (order: 'ASC' | 'DESC'): 'ASC' | 'DESC' => (order === 'ASC' ? 'DESC' : 'ASC');

/** The rows of one page with the raw columns the query selected, and where the next page starts. */
export interface KeysetRows<TEntity, TRaw> {
  entities: TEntity[];
  raw: TRaw[];
  /** A cursor after the page's last row, when the page is full (more rows may follow). */
  nextCursor: string | null;
}

/**
 * Reads one page of `query` sorted by `order`, without OFFSET walking over full rows:
 * - after a cursor, by keyset: `(key, id)` past the cursor's, then LIMIT;
 * - at a deep offset, the page's first key is found on the (key, id) columns alone (an index-only
 *   scan where an index holds them and the filter), then the page is read by keyset from there;
 * - with the exact total known, a page past the middle is read backwards from the end.
 */
export async function readKeysetPage<TEntity extends ObjectLiteral, TRaw>(
  query: SelectQueryBuilder<TEntity>,
  order: KeysetOrder,
  place: PagePlace,
): Promise<KeysetRows<TEntity, TRaw>> {
  const { limit } = place;
  // CAST rather than ::, which TypeORM would not see past to write the column's name.
  const keyText = `CAST(${order.column} AS text)`;
  const idText = `CAST(${order.id} AS text)`;
  let direction = order.order;
  let offset = place.offset;
  let count = limit;
  let reversed = false;
  let start: CursorKey | null = null;
  let startInclusive = true;

  if (place.cursor !== undefined) {
    start = decodeCursor(order, place.cursor);
    startInclusive = false;
    offset = 0;
  } else if (place.exactTotal !== undefined && offset + limit / 2 > place.exactTotal / 2) {
    count = Math.min(limit, place.exactTotal - offset);
    if (count <= 0) return { entities: [], raw: [], nextCursor: null };
    offset = place.exactTotal - place.offset - count;
    direction = flip(direction);
    reversed = true;
  }

  if (start === null && offset >= KEY_SEEK_FROM_OFFSET) {
    const seek = async (within: DayOfRow | null): Promise<CursorKey | undefined> => {
      const skipped = withoutShownJoins(query.clone()).select(order.column, 'seek_key');
      if (order.column !== order.id) skipped.addSelect(order.id, 'seek_id');
      if (within) {
        skipped
          .andWhere(`${order.column} >= :seekFrom`, { seekFrom: within.from })
          .andWhere(`${order.column} < :seekTo`, { seekTo: within.to });
      }
      skipped
        .orderBy(order.column, direction)
        .addOrderBy(order.id, direction)
        .offset(offset - (within?.before ?? 0))
        .limit(1);
      // The key is written as text outside the OFFSET: inside, every skipped row would be too.
      return query
        .createQueryBuilder()
        .select('first.seek_key::text', 'key')
        .addSelect(`first.${order.column === order.id ? 'seek_key' : 'seek_id'}::text`, 'id')
        .from(`(${skipped.getQuery()})`, 'first')
        .setParameters(skipped.getParameters())
        .getRawOne<CursorKey>();
    };
    const day =
      place.rowsPerDay === undefined
        ? null
        : await dayOfRow(query, place.rowsPerDay, direction, offset);
    // A date that holds fewer rows than its total said (totals out of step) is sought in full.
    const first = (day && (await seek(day))) || (await seek(null));
    if (!first) return { entities: [], raw: [], nextCursor: null };
    start = first;
    offset = 0;
  }

  const page = query
    .clone()
    .addSelect(keyText, 'page_key')
    .addSelect(idText, 'page_id')
    .orderBy(order.column, direction)
    .addOrderBy(order.id, direction)
    .offset(offset)
    .limit(count);
  if (start) {
    const after = direction === 'DESC' ? '<' : '>';
    page.andWhere(
      `(${order.column}, ${order.id}) ${after}${startInclusive ? '=' : ''} (CAST(:pageKey AS ${order.type}), CAST(:pageId AS bigint))`,
      { pageKey: start.key, pageId: start.id },
    );
  }
  const { entities, raw } = await page.getRawAndEntities<
    TRaw & { page_key: string; page_id: string }
  >();
  if (reversed) {
    entities.reverse();
    raw.reverse();
  }
  const last = raw.at(-1);
  const more = reversed
    ? place.offset + entities.length < place.exactTotal!
    : entities.length === limit;
  return {
    entities,
    raw,
    nextCursor: last && more ? encodeCursor(order, { key: last.page_key, id: last.page_id }) : null,
  };
}

/** A total, and whether it is exact or only the least the list holds. */
export interface ListTotal {
  total: number;
  exact: boolean;
}

/**
 * Counts the query's rows up to LIST_COUNT_CAP + 1 and no further: exact up to the cap, and
 * beyond it a lower bound, so a broad filter over a million rows costs a bounded count.
 */
export async function cappedCount(query: SelectQueryBuilder<ObjectLiteral>): Promise<ListTotal> {
  const matching = withoutShownJoins(query.clone())
    .select('1', 'one')
    .orderBy()
    .offset(undefined)
    .limit(LIST_COUNT_CAP + 1);
  // Built from the list's query, so that it runs in the list's transaction (and snapshot) too.
  const counted = await query
    .createQueryBuilder()
    .select('count(*)::int', 'count')
    .from(`(${matching.getQuery()})`, 'capped')
    .setParameters(matching.getParameters())
    .getRawOne<{ count: number }>();
  const count = counted?.count ?? 0;
  return { total: count, exact: count <= LIST_COUNT_CAP };
}

/**
 * The total a page answers with: a page that is not full (and not past the end) tells it exactly
 * by itself; otherwise the count, raised to the rows the page proves exist.
 */
export async function pageTotal(
  place: PagePlace,
  rows: number,
  count: () => Promise<ListTotal>,
): Promise<ListTotal> {
  if (place.cursor === undefined && rows < place.limit && (rows > 0 || place.offset === 0)) {
    return { total: place.offset + rows, exact: true };
  }
  if (place.exactTotal !== undefined) return { total: place.exactTotal, exact: true };
  const counted = await count();
  if (counted.exact) return counted;
  const seen = place.offset + rows + (rows === place.limit ? 1 : 0);
  return { total: Math.max(counted.total, seen), exact: false };
}
