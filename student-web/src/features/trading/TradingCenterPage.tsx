import { Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AdvancedChartWidget,
  NewsTimelineWidget,
  ScreenerWidget,
  StockHeatmapWidget,
  TickerTapeWidget,
} from '../markets';

function WidgetSection({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <Stack spacing={1.5}>
      <Typography variant="h2">{heading}</Typography>
      {children}
    </Stack>
  );
}

const SECTIONS = [
  { heading: 'chart', Widget: AdvancedChartWidget },
  { heading: 'heatmap', Widget: StockHeatmapWidget },
  { heading: 'screener', Widget: ScreenerWidget },
  { heading: 'news', Widget: NewsTimelineWidget },
] as const;

/** /trading: live prices, a chart, the heat map, a screener and the news, one under another. */
export function TradingCenterPage() {
  const { t } = useTranslation('trading');
  return (
    <Stack spacing={4}>
      <Typography color="text.secondary" sx={{ maxWidth: 760 }}>
        {t('intro')}
      </Typography>
      <TickerTapeWidget />
      {SECTIONS.map(({ heading, Widget }) => (
        <WidgetSection key={heading} heading={t(heading)}>
          <Widget />
        </WidgetSection>
      ))}
    </Stack>
  );
}
