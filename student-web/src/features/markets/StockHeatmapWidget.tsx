import { useTranslation } from 'react-i18next';
import { MarketWidget } from './MarketWidget';
import { STOCK_HEATMAP_CONFIG, MARKET_WIDGET_HEIGHT } from './widget-configs';

/** The S&P 500 by sector, sized by market value and coloured by the day's change. */
export function StockHeatmapWidget() {
  const { t } = useTranslation('markets');
  return (
    <MarketWidget
      name="stock-heatmap"
      config={STOCK_HEATMAP_CONFIG}
      height={MARKET_WIDGET_HEIGHT}
      title={t('widgets.stockHeatmap')}
    />
  );
}
