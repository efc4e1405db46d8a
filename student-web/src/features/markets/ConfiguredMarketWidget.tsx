import { useTranslation } from 'react-i18next';
import { MarketWidget } from './MarketWidget';
import { MARKET_WIDGETS, type MarketWidgetName } from './widget-configs';

/** One of the provider's widgets with the academy's settings for it (MARKET_WIDGETS). */
export function ConfiguredMarketWidget({ name }: { name: MarketWidgetName }) {
  const { t } = useTranslation('markets');
  const { config, height, titleKey } = MARKET_WIDGETS[name];
  return (
    <MarketWidget name={name} config={config} height={height} title={t(`widgets.${titleKey}`)} />
  );
}
