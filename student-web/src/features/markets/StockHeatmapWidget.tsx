import { ConfiguredMarketWidget } from './ConfiguredMarketWidget';

/** The S&P 500 by sector, sized by market value and coloured by the day's change. */
export function StockHeatmapWidget() {
  return <ConfiguredMarketWidget name="stock-heatmap" />;
}
