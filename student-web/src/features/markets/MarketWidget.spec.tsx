import { createTheme, ThemeProvider } from '@mui/material/styles';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18n from '../../i18n';
import { EconomicCalendarWidget } from './EconomicCalendarWidget';
import { MarketWidget } from './MarketWidget';

type ObserverCallback = (entries: Partial<IntersectionObserverEntry>[]) => void;

/** Lets a test decide when the widget scrolls into view. */
class ControlledIntersectionObserver {
  static instances: ControlledIntersectionObserver[] = [];
  static visibleAtOnce = true;
  constructor(private readonly callback: ObserverCallback) {
    ControlledIntersectionObserver.instances.push(this);
  }
  observe() {
    if (ControlledIntersectionObserver.visibleAtOnce) this.scrollIntoView();
  }
  scrollIntoView() {
    this.callback([{ isIntersecting: true }]);
  }
  disconnect() {}
  unobserve() {}
  takeRecords() {
    return [];
  }
}

/** happy-dom runs no scripts; let a provider script "load" without rendering, as a slow one would. */
function letProviderScriptsLoadSilently() {
  const { happyDOM } = window as unknown as {
    happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: boolean } };
  };
  happyDOM.settings.handleDisabledFileLoadingAsSuccess = true;
}

const providerScript = () => document.querySelector<HTMLScriptElement>('script');

function renderNewsWidget() {
  return render(<MarketWidget name="timeline" config={{}} height={400} title="Market news" />);
}

describe(MarketWidget.name, () => {
  beforeEach(() => {
    ControlledIntersectionObserver.instances = [];
    ControlledIntersectionObserver.visibleAtOnce = true;
    letProviderScriptsLoadSilently();
    vi.stubGlobal('IntersectionObserver', ControlledIntersectionObserver);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('shows a placeholder with a status text while the widget loads, then the widget', async () => {
    renderNewsWidget();
    expect(screen.getByRole('region', { name: 'Market news' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading market data…');

    // What the provider's script does once it runs: put its frame into the container.
    const frame = document.createElement('iframe');
    frame.srcdoc = '<p>Market news</p>';
    document.querySelector('.tradingview-widget-container')!.append(frame);

    await waitFor(() => expect(screen.queryByText('Loading market data…')).not.toBeInTheDocument());
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Market news' })).toHaveAttribute(
      'aria-busy',
      'false',
    );
  });

  it('says calmly that market data is unavailable when the script fails to load', () => {
    renderNewsWidget();
    act(() => {
      fireEvent.error(providerScript()!);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Market data is unavailable right now.');
    expect(screen.queryByText('Loading market data…')).not.toBeInTheDocument();
  });

  it('gives up after about ten seconds without a rendered widget', () => {
    vi.useFakeTimers();
    renderNewsWidget();
    act(() => {
      vi.advanceTimersByTime(9_000);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading market data…');
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Market data is unavailable right now.');
  });

  it('starts loading the provider only when scrolled into view', () => {
    ControlledIntersectionObserver.visibleAtOnce = false;
    renderNewsWidget();
    expect(providerScript()).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Loading market data…');

    act(() => ControlledIntersectionObserver.instances[0].scrollIntoView());

    expect(providerScript()?.src).toBe(
      'https://s3.tradingview.com/external-embedding/embed-widget-timeline.js',
    );
  });

  it('credits the data provider under the widget', () => {
    renderNewsWidget();
    const attribution = screen.getByRole('link', { name: 'Market data by TradingView' });
    expect(attribution).toHaveAttribute('target', '_blank');
    expect(attribution).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText('For learning only, not investment advice.')).toBeInTheDocument();
  });
});

describe(EconomicCalendarWidget.name, () => {
  beforeEach(() => vi.stubGlobal('IntersectionObserver', ControlledIntersectionObserver));
  afterEach(() => vi.unstubAllGlobals());

  it("embeds the provider's calendar with SPEC.md's defaults as JSON inside the script", () => {
    render(<EconomicCalendarWidget />);
    const container = document.querySelector('.tradingview-widget-container')!;
    expect(
      container.querySelector(':scope > .tradingview-widget-container__widget'),
    ).not.toBeNull();
    const script = container.querySelector<HTMLScriptElement>(':scope > script')!;
    expect(script.src).toBe('https://s3.tradingview.com/external-embedding/embed-widget-events.js');
    expect(script.async).toBe(true);
    expect(JSON.parse(script.textContent)).toMatchObject({
      colorTheme: 'light',
      locale: 'en',
      width: '100%',
      height: 400,
      currencyFilter: 'EUR,USD,JPY,GBP,CHF,AUD,CAD,NZD,CNY',
      importanceFilter: '-1,0,1',
    });
    expect(screen.getByRole('region', { name: 'Economic calendar' })).toBeInTheDocument();
  });
});

describe(`${MarketWidget.name} in the reader's language and theme`, () => {
  beforeEach(() => {
    letProviderScriptsLoadSilently();
    vi.stubGlobal('IntersectionObserver', ControlledIntersectionObserver);
  });
  afterEach(() => vi.unstubAllGlobals());

  const settings = () =>
    JSON.parse(document.querySelector('script')?.textContent ?? '{}') as Record<string, unknown>;

  it('asks the provider for Russian and the dark theme when the reader uses them', async () => {
    await i18n.changeLanguage('ru');
    render(
      <ThemeProvider theme={createTheme({ palette: { mode: 'dark' } })}>
        <EconomicCalendarWidget />
      </ThemeProvider>,
    );
    expect(settings()).toMatchObject({ colorTheme: 'dark', locale: 'ru' });
    expect(screen.getByRole('region', { name: 'Экономический календарь' })).toBeInTheDocument();
  });

  it("names the chart's theme 'theme', as the provider's chart expects", () => {
    render(
      <ThemeProvider theme={createTheme({ palette: { mode: 'dark' } })}>
        <MarketWidget name="advanced-chart" config={{}} height={400} title="Price chart" />
      </ThemeProvider>,
    );
    expect(settings()).toEqual({ theme: 'dark', locale: 'en' });
  });
});
