export type RelativeTime =
  | { kind: 'justNow' }
  | { kind: 'minutes' | 'hours' | 'days'; count: number }
  | { kind: 'date'; date: Date };

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const RELATIVE_DAYS_LIMIT = 30;

export function relativeTime(date: string | Date, now: Date): RelativeTime {
  const value = new Date(date);
  const ageMs = now.getTime() - value.getTime();
  // A timestamp slightly ahead of this clock is skew between machines, not a future event.
  if (ageMs > -MINUTE_MS && ageMs < MINUTE_MS) return { kind: 'justNow' };
  if (ageMs > 0 && ageMs < HOUR_MS)
    return { kind: 'minutes', count: Math.floor(ageMs / MINUTE_MS) };
  if (ageMs > 0 && ageMs < DAY_MS) return { kind: 'hours', count: Math.floor(ageMs / HOUR_MS) };
  if (ageMs > 0 && ageMs < RELATIVE_DAYS_LIMIT * DAY_MS) {
    return { kind: 'days', count: Math.floor(ageMs / DAY_MS) };
  }
  return { kind: 'date', date: value };
}

export function formatRelativeTime(date: string | Date, now: Date, locale = 'en'): string {
  const relative = relativeTime(date, now);
  switch (relative.kind) {
    case 'justNow':
      return 'just now';
    case 'minutes':
      return `${relative.count}m ago`;
    case 'hours':
      return `${relative.count}h ago`;
    case 'days':
      return `${relative.count}d ago`;
    case 'date':
      // Formatting an invalid date throws, which would take down the whole rendered list.
      if (Number.isNaN(relative.date.getTime())) return '';
      return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
        relative.date,
      );
  }
}
