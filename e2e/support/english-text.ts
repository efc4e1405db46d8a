import type { Page } from '@playwright/test';

/**
 * What stays English on a Russian page: the academy's and the payment providers' names, coins,
 * the browsers and systems a signed-in device is named by, and the content catalogue's titles,
 * which are data the server serves in one language.
 */
const ALWAYS_ENGLISH: readonly string[] = [
  'Trading Academy',
  'TradingView',
  'Stripe',
  'Coinumm',
  'Revoxpay',
  'PayPort',
  'Visa',
  'Mastercard',
  'Maestro',
  'Bitcoin',
  'Ethereum',
  'Silver',
  'Gold',
  'Platinum',
  'English',
  'Chrome',
  'Firefox',
  'Safari',
  'Edge',
  'Opera',
  'Windows',
  'macOS',
  'ChromeOS',
  'Linux',
  'Android',
  'iOS',
].sort((a, b) => b.length - a.length);

const EMAIL = /\S+@\S+\.\S+/g;
/** An address (a webhook endpoint's): data staff typed in, not a sentence. */
const WEB_ADDRESS = /\bhttps?:\/\/\S+/g;
/** A word with a lower-case letter in it: tickers and tier names in capitals are not words. */
const ENGLISH_WORD = /\b[A-Za-z]*[a-z][A-Za-z']*\b/g;

/**
 * The English words left in the page's visible text once the names that stay English, e-mail and
 * web addresses (and `alsoAllowed`, such as the student's own name) are taken out.
 */
export async function englishWords(
  page: Page,
  alsoAllowed: readonly string[] = [],
): Promise<string[]> {
  let text = (await page.locator('body').innerText()).replace(EMAIL, ' ').replace(WEB_ADDRESS, ' ');
  for (const phrase of [...alsoAllowed, ...ALWAYS_ENGLISH]) text = text.split(phrase).join(' ');
  return text.match(ENGLISH_WORD) ?? [];
}
