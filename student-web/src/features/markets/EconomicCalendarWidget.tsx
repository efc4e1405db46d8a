import { ConfiguredMarketWidget } from './ConfiguredMarketWidget';

/** Upcoming economic events for the major currencies, every importance level (SPEC.md §9). */
export function EconomicCalendarWidget() {
  return <ConfiguredMarketWidget name="events" />;
}
