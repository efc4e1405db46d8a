import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { TIERS, type PublicConfig } from '@academy/contracts';
import { apiRequest } from '../../lib/api-client';

/** Used until GET /api/config answers, and if it never does: the app stays usable. */
const FALLBACK: PublicConfig = {
  marketingUrl: '/',
  tradingDeskUrl: '/',
  communityUrl: '/',
  courseUrls: { silver: '/', gold: '/', platinum: '/' },
  coinummUrl: '/',
  revoxpayUrl: '/',
  cryptoAddresses: { btc: '', eth: '', 'usdt-trc20': '', 'usdt-erc20': '' },
  geoLookupUrl: null,
  paymentProvider: 'sandbox',
  tiers: TIERS,
};

const PublicConfigContext = createContext<PublicConfig>(FALLBACK);

export function PublicConfigProvider({ children }: { children: ReactNode }) {
  const [config, setConfig] = useState<PublicConfig>(FALLBACK);
  useEffect(() => {
    const controller = new AbortController();
    apiRequest<PublicConfig>('/config', { signal: controller.signal })
      .then(setConfig)
      .catch((error: unknown) => {
        if (!controller.signal.aborted)
          console.warn('Could not load the public configuration', error);
      });
    return () => controller.abort();
  }, []);
  return <PublicConfigContext.Provider value={config}>{children}</PublicConfigContext.Provider>;
}

export function usePublicConfig(): PublicConfig {
  return useContext(PublicConfigContext);
}
