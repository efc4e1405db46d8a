import { useTranslation } from 'react-i18next';
import { MarketWidget } from './MarketWidget';
import { TICKER_TAPE_CONFIG, TICKER_TAPE_HEIGHT } from './widget-configs';

/** A scrolling line of major indices, currency pairs, crypto and gold. */
export function TickerTapeWidget() {
  const { t } = useTranslation('markets');
  return (
    <MarketWidget
      name="ticker-tape"
      config={TICKER_TAPE_CONFIG}
      height={TICKER_TAPE_HEIGHT}
      title={t('widgets.tickerTape')}
    />
  );
}
