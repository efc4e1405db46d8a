import { ConfiguredMarketWidget } from './ConfiguredMarketWidget';

/** A sortable table of currency pairs. */
export function ScreenerWidget() {
  return <ConfiguredMarketWidget name="screener" />;
}
