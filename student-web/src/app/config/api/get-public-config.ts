import type { CourseTier, PublicConfig } from '@academy/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

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

export const publicConfigQueryKey = ['config'] as const;

/** GET /api/config: the deployment's links, addresses and tiers. */
export function fetchPublicConfig(signal?: AbortSignal): Promise<PublicConfig> {
  return apiRequest<PublicConfig>('/config', { signal });
}

/** Loaded once for the links; the screens that sell (useTiers) ask again when they open. */
export const publicConfigQuery = queryOptions({
  queryKey: publicConfigQueryKey,
  queryFn: ({ signal }) => fetchPublicConfig(signal),
  staleTime: Infinity,
  meta: { failureMessage: 'Could not load the public configuration', failureLevel: 'warn' },
});

export function usePublicConfig(): PublicConfig {
  return useQuery(publicConfigQuery).data ?? FALLBACK;
}

// A screen that sells opened again after this long asks for the tiers again.
const TIERS_FRESH_MS = 15_000;

/**
 * The tiers on sale at their current prices, asked for again when a screen that sells opens and
 * the last answer is older than a few seconds, so that a price staff changed shows without a
 * reload. `loading` until the first answer.
 */
export function useTiers(): { tiers: readonly CourseTier[]; loading: boolean } {
  const query = useQuery({ ...publicConfigQuery, staleTime: TIERS_FRESH_MS, refetchOnMount: true });
  return { tiers: query.data?.tiers ?? [], loading: query.isPending };
}
