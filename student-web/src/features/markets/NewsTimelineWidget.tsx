import { useTranslation } from 'react-i18next';
import { MarketWidget } from './MarketWidget';
import { NEWS_TIMELINE_CONFIG, MARKET_WIDGET_HEIGHT } from './widget-configs';

/** The provider's market news feed. */
export function NewsTimelineWidget() {
  const { t } = useTranslation('markets');
  return (
    <MarketWidget
      name="timeline"
      config={NEWS_TIMELINE_CONFIG}
      height={MARKET_WIDGET_HEIGHT}
      title={t('widgets.newsTimeline')}
    />
  );
}
