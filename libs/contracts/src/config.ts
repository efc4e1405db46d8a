import type { CourseTier, CourseTierId, CryptoOptionId } from './catalogue.js';

export const PAYMENT_PROVIDERS = ['sandbox', 'stripe'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

export interface PublicConfig {
  marketingUrl: string;
  tradingDeskUrl: string;
  communityUrl: string;
  courseUrls: Record<CourseTierId, string>;
  coinummUrl: string;
  revoxpayUrl: string;
  cryptoAddresses: Record<CryptoOptionId, string>;
  geoLookupUrl: string | null;
  paymentProvider: PaymentProvider;
  tiers: readonly CourseTier[];
}

/**
 * Where the market widgets' loader scripts come from: the student app builds their URLs from it
 * and the API's Content-Security-Policy admits it as the only script host besides our own.
 */
export const MARKET_WIDGET_SCRIPT_ORIGIN = 'https://s3.tradingview.com';
