import { Box, useTheme } from '@mui/material';
import {
  BarPlot,
  ChartsAxis,
  ChartsAxisHighlight,
  ChartsDataProvider,
  ChartsLegend,
  ChartsSurface,
  ChartsTooltip,
  ChartsWrapper,
  LinePlot,
  MarkPlot,
  type AxisValueFormatterContext,
} from '@mui/x-charts';
import { useMemo } from 'react';
import { PAYMENT_METHODS, type RevenuePoint } from '@academy/contracts';
import { useLocale } from 'react-admin';
import { TitledCard } from '../components/TitledCard';
import { useTypedTranslate } from '../i18n/use-typed-translate';
import { useDayAxis } from './use-day-axis';

function moneyFormats(locale: string) {
  return {
    money: new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }),
    // An axis label has a fixed width: '$1.3M' fits it in either language, '$1,344,414.71' not.
    axisMoney: new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'USD',
      notation: 'compact',
    }),
  };
}

/**
 * Net revenue per bucket: a stacked bar for each method that brought money in the window, and a
 * line for the net total (paid minus refunded).
 */
export function RevenueChart({ points }: { points: RevenuePoint[] }) {
  const translate = useTypedTranslate();
  const locale = useLocale();
  const theme = useTheme();
  const formats = useMemo(() => moneyFormats(locale), [locale]);
  const { daily, axis } = useDayAxis(points.map((point) => point.date));
  const methods = PAYMENT_METHODS.filter((method) =>
    points.some((point) => (point.byMethod[method] ?? 0) !== 0),
  );
  const money = (value: number | null) => formats.money.format(value ?? 0);
  const nothingYet = points.every((point) => point.net === 0 && point.paid === 0);

  return (
    <TitledCard title="academy.statistics.revenue.chartTitle" titleVariant="h2">
      <Box sx={{ height: { xs: 300, sm: 360 } }}>
        <ChartsDataProvider
          margin={{ right: 32 }}
          xAxis={[{ id: 'dates', scaleType: 'band', ...axis }]}
          yAxis={[
            {
              id: 'usd',
              ...(nothingYet ? { min: 0, max: 1 } : {}),
              valueFormatter: (value: number, context: AxisValueFormatterContext) =>
                (context.location === 'tick' ? formats.axisMoney : formats.money).format(value),
              width: 72,
            },
          ]}
          series={[
            ...methods.map((method) => ({
              type: 'bar' as const,
              id: method,
              stack: 'revenue',
              label: translate(`academy.payments.method.${method}`),
              data: points.map((point) => point.byMethod[method] ?? 0),
              valueFormatter: money,
            })),
            {
              type: 'line' as const,
              id: 'net',
              label: translate('academy.statistics.revenue.netSeries'),
              data: points.map((point) => point.net),
              color: theme.palette.text.primary,
              curve: 'linear' as const,
              showMark: daily,
              valueFormatter: money,
            },
          ]}
        >
          <ChartsWrapper legendPosition={{ vertical: 'bottom', horizontal: 'center' }}>
            <ChartsLegend />
            <ChartsSurface>
              <BarPlot />
              <LinePlot />
              <ChartsAxisHighlight x="band" />
              <MarkPlot />
              <ChartsAxis />
            </ChartsSurface>
            <ChartsTooltip />
          </ChartsWrapper>
        </ChartsDataProvider>
      </Box>
    </TitledCard>
  );
}
