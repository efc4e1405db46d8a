import type { Locale } from '@academy/contracts';

/** What the server writes when no device of the student has said its time zone. */
export const UNKNOWN_TIME_ZONE = 'UTC';

/**
 * A moment as a document or mail to a student writes it: by the language's convention, in the
 * time zone it was written for (the student's device's, else UTC), followed by that zone's name
 * so that it reads the same wherever it is opened. `day` writes the calendar date alone, unnamed:
 * a date without a time is what a certificate states, and the zone would tell every reader of a
 * shared certificate where its holder lives.
 */
export function documentDate(
  date: Date,
  locale: Locale,
  timeZone: string,
  precision: 'minute' | 'day' = 'minute',
): string {
  const formatted = new Intl.DateTimeFormat(locale === 'ru' ? 'ru-RU' : 'en-GB', {
    dateStyle: 'long',
    timeStyle: precision === 'minute' ? 'short' : undefined,
    timeZone,
  }).format(date);
  return precision === 'minute' ? `${formatted} ${timeZone}` : formatted;
}

/**
 * The calendar date, `YYYY-MM-DD`, of a moment in a time zone: the day a certificate states, for
 * an API answer to carry the date its PDF prints (`documentDate(…, 'day')` in the same zone) to a
 * reader in any other zone. Assembled from its parts, since no locale promises that order.
 */
export function calendarDate(date: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(date);
  const { year, month, day } = Object.fromEntries(parts.map(({ type, value }) => [type, value]));
  return `${year}-${month}-${day}`;
}
