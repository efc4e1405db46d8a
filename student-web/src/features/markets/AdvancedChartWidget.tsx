import { ConfiguredMarketWidget } from './ConfiguredMarketWidget';

/** The provider's interactive price chart (EUR/USD by default; the student can change the symbol). */
export function AdvancedChartWidget() {
  return <ConfiguredMarketWidget name="advanced-chart" />;
}
