import { ConfiguredMarketWidget } from './ConfiguredMarketWidget';

/** A scrolling line of major indices, currency pairs, crypto and gold. */
export function TickerTapeWidget() {
  return <ConfiguredMarketWidget name="ticker-tape" />;
}
