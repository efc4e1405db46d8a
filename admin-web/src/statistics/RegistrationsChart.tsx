import { Box, useTheme } from '@mui/material';
import { LineChart } from '@mui/x-charts/LineChart';
import { useMemo } from 'react';
import type { RegistrationPoint } from '@academy/contracts';
import { useLocale } from 'react-admin';
import { TitledCard } from '../components/TitledCard';
import { useTypedTranslate } from '../i18n/use-typed-translate';
import { useDayAxis } from './use-day-axis';

export function RegistrationsChart({ points }: { points: RegistrationPoint[] }) {
  const translate = useTypedTranslate();
  const locale = useLocale();
  const theme = useTheme();
  // The axis labels have a fixed width: '12K' fits it, '12,345' might not.
  const countFormat = useMemo(
    () => new Intl.NumberFormat(locale, { notation: 'compact' }),
    [locale],
  );
  const { daily, axis } = useDayAxis(points.map((point) => point.date));
  const counts = points.map((point) => point.count);
  // With nothing registered the axis would collapse to a single 0; keep one step visible.
  const nothingYet = counts.every((count) => count === 0);

  return (
    <TitledCard title="academy.statistics.chartTitle" titleVariant="h2">
      <Box sx={{ height: { xs: 260, sm: 340 } }}>
        <LineChart
          // Room for the last date label, which is centred on the right edge.
          margin={{ right: 32 }}
          xAxis={[{ scaleType: 'point', ...axis }]}
          yAxis={[
            {
              min: 0,
              tickMinStep: 1,
              ...(nothingYet ? { max: 1 } : {}),
              valueFormatter: (count: number) => countFormat.format(count),
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
