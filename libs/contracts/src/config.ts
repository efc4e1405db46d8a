import type { CourseTier, CourseTierId, CryptoOptionId } from './catalogue.js';

export const PAYMENT_PROVIDERS = ['sandbox', 'stripe'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/** A coin the deployment takes, with the address it receives it at. */
export interface CryptoReceivingAddress {
  id: CryptoOptionId;
  address: string;
}

export interface PublicConfig {
  marketingUrl: string;
  tradingDeskUrl: string;
  communityUrl: string;
  courseUrls: Record<CourseTierId, string>;
  coinummUrl: string;
  revoxpayUrl: string;
  /**
   * The coins offered, in the catalogue's order: only those with a configured address. Empty when
   * the deployment takes no crypto, and then the Crypto method is not offered.
   */
  cryptoAddresses: CryptoReceivingAddress[];
  /**
   * Whether the Crypto method takes payments through BTCPay Server invoices (then the student is
   * sent to BTCPay's checkout and cryptoAddresses is not shown).
   */
  cryptoInvoices: boolean;
  geoLookupUrl: string | null;
  /** Who serves the Card method; null when it is not offered (starting a payment would answer 503). */
  paymentProvider: PaymentProvider | null;
  tiers: readonly CourseTier[];
}

/**
 * Where the market widgets' loader scripts come from: the student app builds their URLs from it
 * and the API's Content-Security-Policy admits it as the only script host besides our own.
 */
export const MARKET_WIDGET_SCRIPT_ORIGIN = 'https://s3.tradingview.com';
