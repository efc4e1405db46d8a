/** English texts of the market-data widgets. */
export const en = {
  loading: 'Loading market data…',
  unavailable: 'Market data is unavailable right now.',
  unavailableHint: 'Everything else in the academy works as usual. Please try again later.',
  attribution: 'Market data by TradingView',
  disclaimer: 'For learning only, not investment advice.',
  widgets: {
    advancedChart: 'Price chart',
    tickerTape: 'Ticker tape',
    stockHeatmap: 'Stock heat map',
    screener: 'Forex screener',
    economicCalendar: 'Economic calendar',
    newsTimeline: 'Market news',
  },
};
