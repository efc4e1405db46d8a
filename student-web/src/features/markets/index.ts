/** The market-data widgets other features may place on their screens. */
export { AdvancedChartWidget } from './AdvancedChartWidget';
export { EconomicCalendarWidget } from './EconomicCalendarWidget';
export { MarketWidget, type MarketWidgetProps } from './MarketWidget';
export { NewsTimelineWidget } from './NewsTimelineWidget';
export { ScreenerWidget } from './ScreenerWidget';
export { StockHeatmapWidget } from './StockHeatmapWidget';
export { TickerTapeWidget } from './TickerTapeWidget';
