/** English texts of the Trading Center screen. */
export const en = {
  intro:
    'Follow the markets you study: live prices, a chart to practise your analysis, the day’s movers and the latest news. When you are ready to trade, open the Trading Desk.',
  chart: 'Price Chart',
  heatmap: 'Stock Heat Map',
  screener: 'Currency Screener',
  news: 'Market News',
};
