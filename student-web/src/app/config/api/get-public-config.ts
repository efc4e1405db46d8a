import { TIERS, type PublicConfig } from '@academy/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Used until GET /api/config answers, and if it never does: the app stays usable. */
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
  tiers: TIERS,
};

export const publicConfigQueryKey = ['config'] as const;

/** GET /api/config: the deployment's links, addresses and tiers. */
export function fetchPublicConfig(signal?: AbortSignal): Promise<PublicConfig> {
  return apiRequest<PublicConfig>('/config', { signal });
}

/** Fixed for the life of the page: loaded once. */
export const publicConfigQuery = queryOptions({
  queryKey: publicConfigQueryKey,
  queryFn: ({ signal }) => fetchPublicConfig(signal),
  staleTime: Infinity,
  meta: { failureMessage: 'Could not load the public configuration', failureLevel: 'warn' },
});

export function usePublicConfig(): PublicConfig {
  return useQuery(publicConfigQuery).data ?? FALLBACK;
}
