/** How one language writes a stored change's fields and values. */
export interface ChangeWords {
  /** A stored field's name, or null when the language has no word for it (it shows as stored). */
  fieldName: (key: string) => string | null;
  number: (value: number) => string;
  yes: string;
  no: string;
  empty: string;
}

/** One line of a change: a field that changed, or one told on a single side (a reason). */
export type FieldChange =
  { field: string; before: string; after: string } | { field: string; value: string };

/**
 * The stored fields that say which record an entry is about, when it is not a user: a promo
 * code's `code`, a staff account's `staff`. The user column names a user; these have no column.
 */
const NAMING_FIELDS = ['code', 'staff'];

/**
 * What an entry changed, field by field: the fields that name the record, even unchanged
 * (`code: SPRING25`), the fields whose value differs between the sides (`balance: 0 → 40`), then
 * those only one side tells (`reason: Goodwill credit`). Other fields that stayed as they were
 * are left out. Null when the entry is not a change of one record (a side is missing) or nothing
 * differs: the entry is then told whole, with describeValues.
 */
export function describeChanges(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
  words: ChangeWords,
): FieldChange[] | null {
  if (!before || !after) return null;
  const name = (key: string) => words.fieldName(key) ?? key;
  const same = (key: string) => JSON.stringify(before[key]) === JSON.stringify(after[key]);
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  const naming = NAMING_FIELDS.filter(
    (key) => Object.hasOwn(before, key) && Object.hasOwn(after, key) && same(key),
  );
  const changes: FieldChange[] = naming.map((key) => ({
    field: name(key),
    value: describeValue(after[key], words),
  }));
  for (const key of keys) {
    const inBefore = Object.hasOwn(before, key);
    const inAfter = Object.hasOwn(after, key);
    if (inBefore && inAfter) {
      if (same(key)) continue;
      changes.push({
        field: name(key),
        before: describeValue(before[key], words),
        after: describeValue(after[key], words),
      });
    } else {
      changes.push({
        field: name(key),
        value: describeValue(inBefore ? before[key] : after[key], words),
      });
    }
  }
  return changes.some((change) => 'before' in change) ? changes : null;
}

/** One side of a change, compactly: `balance: 100, course: GOLD`; null when there is nothing. */
export function describeValues(
  values: Record<string, unknown> | null,
  words: ChangeWords,
): string | null {
  if (!values) return null;
  const parts = Object.entries(values).map(
    ([key, value]) => `${words.fieldName(key) ?? key}: ${describeValue(value, words)}`,
  );
  return parts.length > 0 ? parts.join(', ') : null;
}

/** The values are parsed JSON: text as it is, numbers and yes/no in the language, else JSON. */
function describeValue(value: unknown, words: ChangeWords): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return words.number(value);
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (value === null) return words.empty;
  return JSON.stringify(value);
}
