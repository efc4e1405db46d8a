import { useTranslation } from 'react-i18next';
import { MarketWidget } from './MarketWidget';
import { ECONOMIC_CALENDAR_CONFIG, MARKET_WIDGET_HEIGHT } from './widget-configs';

/** Upcoming economic events for the major currencies, every importance level (SPEC.md §9). */
export function EconomicCalendarWidget() {
  const { t } = useTranslation('markets');
  return (
    <MarketWidget
      name="events"
      config={ECONOMIC_CALENDAR_CONFIG}
      height={MARKET_WIDGET_HEIGHT}
      title={t('widgets.economicCalendar')}
    />
  );
}
