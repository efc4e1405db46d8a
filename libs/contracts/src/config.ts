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
