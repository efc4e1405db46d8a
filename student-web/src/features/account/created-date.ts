export interface DateParts {
  day: string;
  month: string;
  year: string;
}

/**
 * The day, month name and year of a date in the reader's time zone. The month comes from a
 * full date so that languages that inflect it (Russian 'ноября') get the form used with a day.
 */
export function createdDateParts(iso: string, language: string): DateParts | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const parts = new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value ?? '';
  return { day: part('day'), month: part('month'), year: part('year') };
}
