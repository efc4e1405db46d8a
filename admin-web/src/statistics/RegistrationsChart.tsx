import { Box, useTheme } from '@mui/material';
import { LineChart } from '@mui/x-charts/LineChart';
import { useMemo } from 'react';
import type { RegistrationPoint } from '@academy/contracts';
import { useLocale } from 'react-admin';
import { TitledCard } from '../components/TitledCard';
import { useTypedTranslate } from '../i18n/use-typed-translate';

/** A month of days still fits one tick per day; a year gets one per month. */
const DAILY_TICKS_LIMIT = 31;

/** Points are UTC calendar dates: formatting them in local time could show the day before. */
function dateFormats(locale: string) {
  return {
    tick: new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }),
    full: new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }),
    // The axis labels have a fixed width: '12K' fits it, '12,345' might not.
    count: new Intl.NumberFormat(locale, { notation: 'compact' }),
  };
}

export function RegistrationsChart({ points }: { points: RegistrationPoint[] }) {
  const translate = useTypedTranslate();
  const locale = useLocale();
  const theme = useTheme();
  const formats = useMemo(() => dateFormats(locale), [locale]);
  const dates = points.map((point) => new Date(`${point.date}T00:00:00Z`));
  const counts = points.map((point) => point.count);
  const daily = points.length <= DAILY_TICKS_LIMIT;
  // With nothing registered the axis would collapse to a single 0; keep one step visible.
  const nothingYet = counts.every((count) => count === 0);

  return (
    <TitledCard title="academy.statistics.chartTitle" titleVariant="h2">
      <Box sx={{ height: { xs: 260, sm: 340 } }}>
        <LineChart
          // Room for the last date label, which is centred on the right edge.
          margin={{ right: 32 }}
          xAxis={[
            {
              scaleType: 'point',
              data: dates,
              valueFormatter: (date: Date, context) =>
                (context.location === 'tick' ? formats.tick : formats.full).format(date),
              tickInterval: (date: Date) => daily || date.getUTCDate() === 1,
            },
          ]}
          yAxis={[
            {
              min: 0,
              tickMinStep: 1,
              ...(nothingYet ? { max: 1 } : {}),
              valueFormatter: (count: number) => formats.count.format(count),
              width: 48,
            },
          ]}
          series={[
            {
              data: counts,
              curve: 'monotoneX',
              color: theme.palette.primary.main,
              showMark: daily,
              // The tooltip line already names the series: 'Registrations: 3'.
              label: (location) =>
                location === 'legend' ? translate('academy.statistics.series') : '',
              valueFormatter: (count) =>
                translate('academy.statistics.tooltip', { count: count ?? 0 }),
            },
          ]}
        />
      </Box>
    </TitledCard>
  );
}
