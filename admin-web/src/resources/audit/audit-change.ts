/** One side of a change, compactly: `balance: 100, course: GOLD`; null when there is nothing. */
export function describeValues(values: Record<string, unknown> | null): string | null {
  if (!values) return null;
  const parts = Object.entries(values).map(([key, value]) => `${key}: ${describeValue(value)}`);
  return parts.length > 0 ? parts.join(', ') : null;
}

/** The values are parsed JSON: text as it is, anything else as JSON writes it (null, 100, {…}). */
function describeValue(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}
