import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { csvRow, type CsvValue } from './csv.js';

/** SQL writing a timestamp column as the API writes dates (toISOString): UTC, with milliseconds. */
export const isoTimestampText = (column: string): string =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The raw columns a batch continues after: its last row's created_at and id. */
export interface BatchKey {
  /** created_at as the database's own text, which keeps the microseconds a Date would drop. */
  cursor_at: string;
  cursor_id: string;
}

/** One batch as its reader answers it: what to yield, and the raw rows that carry the keys. */
export interface Batch<TItem> {
  items: TItem[];
  raw: readonly BatchKey[];
}

/**
 * Every row of `query` newest first, in batches of `size`: each batch is one query continuing
 * after the last row of the one before (keyset on `<alias>.created_at, <alias>.id`, which the
 * table's created_at index serves), so neither memory nor a held connection grows with the table:
 * the embedded database is a single connection that other requests need meanwhile. `query` builds
 * a fresh query for each batch; `read` runs it.
 */
export async function* newestFirstBatches<TEntity extends ObjectLiteral, TItem>(
  query: () => SelectQueryBuilder<TEntity>,
  alias: string,
  size: number,
  read: (batch: SelectQueryBuilder<TEntity>) => Promise<Batch<TItem>>,
): AsyncGenerator<TItem[]> {
  let after: { batchAfterAt: string; batchAfterId: string } | null = null;
  for (;;) {
    const batch = query()
      .addSelect(`${alias}.created_at::text`, 'cursor_at')
      // As text: selected as it is, the id would take the place of the entity's own id column.
      .addSelect(`${alias}.id::text`, 'cursor_id');
    if (after) {
      batch.andWhere(
        `(${alias}.created_at, ${alias}.id) < (CAST(:batchAfterAt AS timestamptz), CAST(:batchAfterId AS bigint))`,
        after,
      );
    }
    const { items, raw } = await read(
      batch.orderBy(`${alias}.created_at`, 'DESC').addOrderBy(`${alias}.id`, 'DESC').limit(size),
    );
    if (raw.length === 0) return;
    yield items;
    if (raw.length < size) return;
    const last = raw.at(-1)!;
    after = { batchAfterAt: last.cursor_at, batchAfterId: last.cursor_id };
  }
}

/**
 * A CSV export's records, newest first, batch by batch. `query` selects `cells`: each row's cells
 * as one JSON array that the database builds, as the drivers convert each column of each row on
 * their own, so one text column instead of ten (and no Date or NUMERIC parsing) makes reading
 * 100,000 rows about twice as fast.
 */
export async function* csvRecordsNewestFirst<TEntity extends ObjectLiteral>(
  query: () => SelectQueryBuilder<TEntity>,
  alias: string,
  size: number,
): AsyncGenerator<string> {
  const batches = newestFirstBatches(query, alias, size, async (batch) => {
    const raw = await batch.getRawMany<BatchKey & { cells: string }>();
    return { items: raw.map((row) => csvRow(JSON.parse(row.cells) as CsvValue[])), raw };
  });
  for await (const records of batches) yield records.join('');
}
