/** One side of a change, compactly: `balance: 100, course: GOLD`; null when there is nothing. */
export function describeValues(values: Record<string, unknown> | null): string | null {
  if (!values) return null;
  const parts = Object.entries(values).map(([key, value]) => `${key}: ${describeValue(value)}`);
  return parts.length > 0 ? parts.join(', ') : null;
}

function describeValue(value: unknown): string {
  if (value === null || value === undefined) return String(value);
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
