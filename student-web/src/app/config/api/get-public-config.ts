import type { CourseTier, PublicConfig } from '@academy/contracts';
import { useEffect, useSyncExternalStore } from 'react';
import { apiRequest } from '../../../lib/api-client';
import { RemoteValue } from '../../../lib/remote-value';

/**
 * Used until GET /api/config answers, and if it never does: the app stays usable. The tiers are
 * the server's alone, so there are none until it answers (useTiers says whether it has).
 */
const FALLBACK: PublicConfig = {
  marketingUrl: '/',
  tradingDeskUrl: '/',
  communityUrl: '/',
  courseUrls: { silver: '/', gold: '/', platinum: '/' },
  coinummUrl: '/',
  revoxpayUrl: '/',
  cryptoAddresses: [],
  cryptoInvoices: false,
  geoLookupUrl: null,
  paymentProvider: 'sandbox',
  tiers: [],
};

/** GET /api/config: the deployment's links, addresses and tiers. */
export function fetchPublicConfig(): Promise<PublicConfig> {
  return apiRequest<PublicConfig>('/config');
}

/** Loaded once for the links; the screens that sell (useTiers) ask again when they open. */
export const publicConfig = new RemoteValue(fetchPublicConfig, (error) =>
  console.warn('Could not load the public configuration', error),
);

/** The configuration's last answer (undefined before it), and whether one is still awaited. */
export function usePublicConfigAnswer(): { config: PublicConfig | undefined; pending: boolean } {
  const { data, pending } = useSyncExternalStore(publicConfig.subscribe, publicConfig.get);
  useEffect(() => publicConfig.start(), []);
  return { config: data, pending };
}

export function usePublicConfig(): PublicConfig {
  return usePublicConfigAnswer().config ?? FALLBACK;
}

// A screen that sells opened again after this long asks for the tiers again.
const TIERS_FRESH_MS = 15_000;

/**
 * The tiers on sale at their current prices, asked for again when a screen that sells opens and
 * the last answer is older than a few seconds, so that a price staff changed shows without a
 * reload. `loading` until the first answer.
 */
export function useTiers(): { tiers: readonly CourseTier[]; loading: boolean } {
  const { config, pending } = usePublicConfigAnswer();
  useEffect(() => {
    const { answeredAt, pending: loading } = publicConfig.get();
    if (!loading && Date.now() - answeredAt > TIERS_FRESH_MS) {
      void publicConfig.refresh().catch(() => undefined);
    }
  }, []);
  return { tiers: config?.tiers ?? [], loading: pending };
}
