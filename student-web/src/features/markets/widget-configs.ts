import type { Locale } from '@academy/domain';
import type { en } from './en';

/**
 * The charting provider's embed widgets and the settings we give them. SPEC.md §9 fixes the
 * calendar's currencies and importance filter; every widget is full width, and speaks the
 * reader's language in the reader's colour theme (English and light unless chosen otherwise).
 */
import { MARKET_WIDGET_SCRIPT_ORIGIN } from '@academy/contracts';
export const MARKET_WIDGET_NAMES = [
  'advanced-chart',
  'ticker-tape',
  'stock-heatmap',
  'screener',
  'events',
  'timeline',
] as const;
export type MarketWidgetName = (typeof MARKET_WIDGET_NAMES)[number];

export type MarketWidgetConfig = Readonly<Record<string, unknown>>;

const MARKET_WIDGET_HEIGHT = 400;
/** The ticker tape is a single scrolling line, whatever the other widgets' height. */
const TICKER_TAPE_HEIGHT = 78;
/** After this long without a rendered widget the placeholder gives way to the calm message. */
export const MARKET_WIDGET_TIMEOUT_MS = 10_000;

export const marketWidgetScriptUrl = (name: MarketWidgetName) =>
  `${MARKET_WIDGET_SCRIPT_ORIGIN}/external-embedding/embed-widget-${name}.js`;

export const MARKET_DATA_ATTRIBUTION_URL = 'https://www.tradingview.com/';

const common = { isTransparent: false } as const;

export type WidgetColorTheme = 'light' | 'dark';

/** The reader's language and theme in the provider's terms. */
export function readerSettings(
  name: MarketWidgetName,
  locale: Locale,
  theme: WidgetColorTheme,
): MarketWidgetConfig {
  // The chart names its theme 'theme' where the other widgets say 'colorTheme'.
  return name === 'advanced-chart' ? { theme, locale } : { colorTheme: theme, locale };
}

const ECONOMIC_CALENDAR_CONFIG: MarketWidgetConfig = {
  ...common,
  width: '100%',
  height: MARKET_WIDGET_HEIGHT,
  importanceFilter: '-1,0,1',
  currencyFilter: 'EUR,USD,JPY,GBP,CHF,AUD,CAD,NZD,CNY',
};

const ADVANCED_CHART_CONFIG: MarketWidgetConfig = {
  width: '100%',
  height: MARKET_WIDGET_HEIGHT,
  autosize: false,
  symbol: 'FX:EURUSD',
  interval: 'D',
  timezone: 'Etc/UTC',
  style: '1',
  allow_symbol_change: true,
  calendar: false,
};

const TICKER_TAPE_CONFIG: MarketWidgetConfig = {
  ...common,
  symbols: [
    { proName: 'FOREXCOM:SPXUSD', title: 'S&P 500' },
    { proName: 'FOREXCOM:NSXUSD', title: 'US 100' },
    { proName: 'FX_IDC:EURUSD', title: 'EUR/USD' },
    { proName: 'FX_IDC:GBPUSD', title: 'GBP/USD' },
    { proName: 'FX_IDC:USDJPY', title: 'USD/JPY' },
    { proName: 'BITSTAMP:BTCUSD', title: 'Bitcoin' },
    { proName: 'BITSTAMP:ETHUSD', title: 'Ethereum' },
    { proName: 'TVC:GOLD', title: 'Gold' },
  ],
  showSymbolLogo: true,
  displayMode: 'adaptive',
};

const STOCK_HEATMAP_CONFIG: MarketWidgetConfig = {
  ...common,
  width: '100%',
  height: MARKET_WIDGET_HEIGHT,
  dataSource: 'SPX500',
  exchanges: [],
  grouping: 'sector',
  blockSize: 'market_cap_basic',
  blockColor: 'change',
  hasTopBar: false,
  isDataSetEnabled: false,
  isZoomEnabled: true,
  hasSymbolTooltip: true,
};

const SCREENER_CONFIG: MarketWidgetConfig = {
  ...common,
  width: '100%',
  height: MARKET_WIDGET_HEIGHT,
  market: 'forex',
  defaultColumn: 'overview',
  defaultScreen: 'general',
  showToolbar: true,
};

const NEWS_TIMELINE_CONFIG: MarketWidgetConfig = {
  ...common,
  width: '100%',
  height: MARKET_WIDGET_HEIGHT,
  feedMode: 'all_symbols',
  displayMode: 'regular',
};

/** How the academy shows a widget: its settings, its height, its region's name (in `widgets`). */
interface MarketWidgetSetup {
  config: MarketWidgetConfig;
  height: number;
  titleKey: keyof typeof en.widgets;
}

export const MARKET_WIDGETS: Readonly<Record<MarketWidgetName, MarketWidgetSetup>> = {
  'advanced-chart': {
    config: ADVANCED_CHART_CONFIG,
    height: MARKET_WIDGET_HEIGHT,
    titleKey: 'advancedChart',
  },
  'ticker-tape': { config: TICKER_TAPE_CONFIG, height: TICKER_TAPE_HEIGHT, titleKey: 'tickerTape' },
  'stock-heatmap': {
    config: STOCK_HEATMAP_CONFIG,
    height: MARKET_WIDGET_HEIGHT,
    titleKey: 'stockHeatmap',
  },
  screener: { config: SCREENER_CONFIG, height: MARKET_WIDGET_HEIGHT, titleKey: 'screener' },
  events: {
    config: ECONOMIC_CALENDAR_CONFIG,
    height: MARKET_WIDGET_HEIGHT,
    titleKey: 'economicCalendar',
  },
  timeline: {
    config: NEWS_TIMELINE_CONFIG,
    height: MARKET_WIDGET_HEIGHT,
    titleKey: 'newsTimeline',
  },
};
