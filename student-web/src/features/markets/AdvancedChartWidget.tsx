import { useTranslation } from 'react-i18next';
import { MarketWidget } from './MarketWidget';
import { ADVANCED_CHART_CONFIG, MARKET_WIDGET_HEIGHT } from './widget-configs';

/** The provider's interactive price chart (EUR/USD by default; the student can change the symbol). */
export function AdvancedChartWidget() {
  const { t } = useTranslation('markets');
  return (
    <MarketWidget
      name="advanced-chart"
      config={ADVANCED_CHART_CONFIG}
      height={MARKET_WIDGET_HEIGHT}
      title={t('widgets.advancedChart')}
    />
  );
}
