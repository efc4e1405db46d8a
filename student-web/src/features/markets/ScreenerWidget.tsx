import { useTranslation } from 'react-i18next';
import { MarketWidget } from './MarketWidget';
import { SCREENER_CONFIG, MARKET_WIDGET_HEIGHT } from './widget-configs';

/** A sortable table of currency pairs. */
export function ScreenerWidget() {
  const { t } = useTranslation('markets');
  return (
    <MarketWidget
      name="screener"
      config={SCREENER_CONFIG}
      height={MARKET_WIDGET_HEIGHT}
      title={t('widgets.screener')}
    />
  );
}
