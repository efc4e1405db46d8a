import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';

/** The SQL a keyset page leans on: a query trimmed for its seek or count, and the date of a row. */

/** Every text inside a where clause or join condition, however nested. */
function conditionTexts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(conditionTexts);
  if (value && typeof value === 'object') return Object.values(value).flatMap(conditionTexts);
  return [];
}

/**
 * The query without the LEFT JOINs that no condition reads. A list joins to-one records (an
 * entry's payment, a payment's student) for the columns it shows; PostgreSQL drops such a join
 * from the plan but still counts its join column as read, which rules out the index-only scan a
 * seek or a count is built for.
 */
export function withoutShownJoins<T extends ObjectLiteral>(
  query: SelectQueryBuilder<T>,
): SelectQueryBuilder<T> {
  const map = query.expressionMap;
  const isRead = (join: (typeof map.joinAttributes)[number]) => {
    const others = map.joinAttributes.filter((other) => other !== join);
    const texts = conditionTexts([map.wheres, others.map((other) => other.condition)]);
    // An alias is an identifier, written `payment.` or `"payment".` where a condition reads it.
    const reference = new RegExp(`(^|[^\\w."])"?${join.alias.name}"?\\.`);
    return texts.some((text) => reference.test(text));
  };
  map.joinAttributes = map.joinAttributes.filter(
    (join) => join.direction !== 'LEFT' || isRead(join),
  );
  return query;
}

/** The UTC date a row position falls on, and how many rows come before that date. */
export interface DayOfRow {
  from: Date;
  to: Date;
  before: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The date holding the row at `offset` of a list in `direction`, from its rows per date: the
 * dates' running totals, a few hundred rows however long the list is.
 */
export async function dayOfRow(
  query: SelectQueryBuilder<ObjectLiteral>,
  rowsPerDay: string,
  direction: 'ASC' | 'DESC',
  offset: number,
): Promise<DayOfRow | null> {
  const found = await query
    .createQueryBuilder()
    .select('dated.day::text', 'day')
    .addSelect('dated.before::text', 'before')
    .from(
      `(SELECT day, rows, sum(rows) OVER (ORDER BY day ${direction}) - rows AS before FROM (${rowsPerDay}) AS per_day)`,
      'dated',
    )
    .where('dated.before <= :offset AND dated.before + dated.rows > :offset', { offset })
    .getRawOne<{ day: string; before: string }>();
  if (!found) return null;
  const from = new Date(`${found.day}T00:00:00Z`);
  return { from, to: new Date(from.getTime() + DAY_MS), before: Number(found.before) };
}
