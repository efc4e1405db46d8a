import type { RegistrationPeriod } from '@academy/contracts';

const DAY_MS = 24 * 60 * 60 * 1000;

// Clamp to the last day of the target month so that 31 March minus a month is
// 28 or 29 February rather than rolling over into March.
function subtractUtcMonths(date: Date, months: number): Date {
  const target = new Date(date.getTime());
  const day = date.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() - months);
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}

export function registrationWindowStart(period: RegistrationPeriod, now: Date): Date {
  switch (period) {
    case 'day':
      return new Date(now.getTime() - DAY_MS);
    case 'week':
      return new Date(now.getTime() - 7 * DAY_MS);
    case 'month':
      return subtractUtcMonths(now, 1);
    case 'year':
      return subtractUtcMonths(now, 12);
  }
}
