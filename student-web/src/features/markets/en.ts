/** English texts of the market-data widgets and the Economic Calendar screen. */
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
  calendar: {
    intro:
      'Interest-rate decisions, inflation figures and jobs reports move currency prices. The calendar lists the coming releases for the major currencies, from low to high importance, so you can plan your trades around them.',
  },
};
