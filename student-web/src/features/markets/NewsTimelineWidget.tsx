import { ConfiguredMarketWidget } from './ConfiguredMarketWidget';

/** The provider's market news feed. */
export function NewsTimelineWidget() {
  return <ConfiguredMarketWidget name="timeline" />;
}
