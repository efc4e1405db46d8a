import { useMemo } from 'react';
import type { AxisValueFormatterContext } from '@mui/x-charts';
import { useLocale } from 'react-admin';

/** A month of days still fits one tick per day; a longer window gets one per month. */
const DAILY_TICKS_LIMIT = 31;

/**
 * The x-axis of a chart whose points are UTC calendar days ('2026-03-01'): a short date under
 * each tick, the full date in the tooltip. The days are formatted in UTC, as local time could
 * show the day before.
 */
export function useDayAxis(days: string[]) {
  const locale = useLocale();
  const formats = useMemo(
    () => ({
      tick: new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }),
      full: new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }),
    }),
    [locale],
  );
  const daily = days.length <= DAILY_TICKS_LIMIT;
  return {
    /** One tick per day: the points are few enough to be marked too. */
    daily,
    axis: {
      data: days,
      valueFormatter: (day: string, context: AxisValueFormatterContext) =>
        (context.location === 'tick' ? formats.tick : formats.full).format(
          new Date(`${day}T00:00:00Z`),
        ),
      tickInterval: (day: string) => daily || day.endsWith('-01'),
    },
  };
}
