/** How one language writes a stored change's fields and values. */
export interface ChangeWords {
  /** A stored field's name, or null when the language has no word for it (it shows as stored). */
  fieldName: (key: string) => string | null;
  number: (value: number) => string;
  yes: string;
  no: string;
  empty: string;
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
