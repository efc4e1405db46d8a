import type { Page } from '@playwright/test';

export interface LowContrast {
  text: string;
  ratio: number;
  required: number;
}

/**
 * WCAG 2 contrast of every visible text on the page against the background it is drawn on
 * (the element's and its ancestors' colours composited), below AA: 4.5:1, or 3:1 for large
 * text. Disabled controls are exempt, as WCAG exempts inactive components; text over an image
 * or gradient cannot be judged from styles and is left out.
 */
/**
 * Waits until no CSS transition runs: colours caught mid-transition (a button fading to the
 * scheme the device asked for, just after the first paint) are neither the one before nor the one
 * after, so contrast is judged once they have settled.
 */
export async function transitionsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) => animation.playState !== 'running' || !('transitionProperty' in animation),
      ),
  );
}

export async function lowContrastTexts(page: Page): Promise<LowContrast[]> {
  await transitionsSettled(page);
  return page.evaluate(() => {
    type Rgba = [number, number, number, number];
    const parse = (colour: string): Rgba => {
      const parts = colour.match(/[\d.]+/g)?.map(Number) ?? [0, 0, 0, 0];
      return [parts[0], parts[1], parts[2], parts[3] ?? 1];
    };
    const over = (top: Rgba, bottom: Rgba): Rgba => {
      const alpha = top[3];
      return [0, 1, 2].map((i) => top[i] * alpha + bottom[i] * (1 - alpha)).concat(1) as Rgba;
    };
    const luminance = ([r, g, b]: Rgba) => {
      const channel = (value: number) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };

    const backgroundOf = (element: Element): Rgba | null => {
      const layers: Rgba[] = [];
      for (let node: Element | null = element; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.backgroundImage !== 'none') return null;
        const colour = parse(style.backgroundColor);
        if (colour[3] > 0) layers.push(colour);
        if (colour[3] === 1) break;
      }
      return layers.reduceRight<Rgba>((below, layer) => over(layer, below), [255, 255, 255, 1]);
    };

    const failures: { text: string; ratio: number; required: number }[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const ownText = [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? '')
        .join('')
        .trim();
      if (!ownText || element.closest('[disabled], [aria-disabled="true"], .Mui-disabled'))
        continue;
      if (element.closest('[aria-hidden="true"], script, style, noscript')) continue;
      const rect = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      if (rect.width === 0 || rect.height === 0 || style.visibility !== 'visible') continue;
      const background = backgroundOf(element);
      if (!background) continue;
      const foreground = over(parse(style.color), background);
      const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
      const ratio = (light + 0.05) / (dark + 0.05);
      const size = parseFloat(style.fontSize);
      const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
      const required = large ? 3 : 4.5;
      if (ratio < required) {
        failures.push({
          text: ownText.slice(0, 60),
          ratio: Math.round(ratio * 100) / 100,
          required,
        });
      }
    }
    return failures;
  });
}
