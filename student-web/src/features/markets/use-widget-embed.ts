import { useEffect, useState, type RefObject } from 'react';
import {
  MARKET_WIDGET_TIMEOUT_MS,
  marketWidgetScriptUrl,
  type MarketWidgetName,
} from './widget-configs';

export type MarketWidgetStatus = 'loading' | 'ready' | 'failed';

/**
 * Builds the provider's embed (container, target, script whose text is the JSON config) inside
 * `host` once `active`, and follows it: 'ready' when the provider's frame has loaded, 'failed'
 * when the script cannot load or nothing has rendered within the time limit. A frame that turns
 * up late still wins, so a slow connection ends with the widget rather than the message.
 */
export function useWidgetEmbed(
  hostRef: RefObject<HTMLElement | null>,
  name: MarketWidgetName,
  configJson: string,
  active: boolean,
): MarketWidgetStatus {
  const [status, setStatus] = useState<MarketWidgetStatus>('loading');

  useEffect(() => {
    const host = hostRef.current;
    if (!active || !host) return;
    setStatus('loading');

    const container = document.createElement('div');
    container.className = 'tradingview-widget-container';
    container.style.width = '100%';
    container.style.height = '100%';
    const target = document.createElement('div');
    target.className = 'tradingview-widget-container__widget';
    target.style.width = '100%';
    target.style.height = '100%';
    const script = document.createElement('script');
    script.type = 'text/javascript';
    script.src = marketWidgetScriptUrl(name);
    script.async = true;
    // The provider's script reads its configuration from its own text.
    script.textContent = configJson;

    const markReady = () => setStatus('ready');
    const markFailed = () => setStatus((current) => (current === 'ready' ? current : 'failed'));
    const watchedFrames = new WeakSet<HTMLIFrameElement>();
    const observer = new MutationObserver(() => {
      container.querySelectorAll('iframe').forEach((frame) => {
        if (watchedFrames.has(frame)) return;
        watchedFrames.add(frame);
        frame.addEventListener('load', markReady, { once: true });
      });
    });
    observer.observe(container, { childList: true, subtree: true });
    script.addEventListener('error', markFailed);
    const timer = window.setTimeout(markFailed, MARKET_WIDGET_TIMEOUT_MS);

    container.append(target, script);
    host.append(container);

    return () => {
      window.clearTimeout(timer);
      observer.disconnect();
      script.removeEventListener('error', markFailed);
      container.remove();
    };
  }, [hostRef, name, configJson, active]);

  return status;
}
