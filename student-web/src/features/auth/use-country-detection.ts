import { useEffect, useState } from 'react';
import { usePublicConfig } from '../../app/config/api/get-public-config';

/** Long enough for a slow network, short enough that the phone field does not wait on it. */
const GEO_LOOKUP_TIMEOUT_MS = 5000;

export interface CountryDetection {
  loading: boolean;
  /** A lowercase two-letter code, e.g. 'de'; null when nothing could tell. */
  country: string | null;
}

/** The region of the browser's language ('en-GB' → 'gb'), when it names one. */
export function browserRegion(): string | null {
  try {
    return new Intl.Locale(navigator.language).region?.toLowerCase() ?? null;
  } catch {
    return null;
  }
}

async function lookUpCountry(url: string, signal: AbortSignal): Promise<string> {
  const response = await fetch(url, { headers: { Accept: 'application/json' }, signal });
  if (!response.ok) throw new Error(`Geo lookup answered ${response.status}`);
  const { country_code: code } = (await response.json()) as { country_code?: unknown };
  if (typeof code !== 'string' || !/^[a-z]{2}$/i.test(code)) {
    throw new Error('Geo lookup answered no country code');
  }
  return code.toLowerCase();
}

/**
 * The visitor's country from the configured IP lookup (an internet service that may be down or
 * blocked): on any failure it is only logged and the browser's region is used instead.
 */
export function useCountryDetection(): CountryDetection {
  const { geoLookupUrl } = usePublicConfig();
  const [detection, setDetection] = useState<CountryDetection>({ loading: true, country: null });

  useEffect(() => {
    if (!geoLookupUrl) {
      setDetection({ loading: false, country: browserRegion() });
      return;
    }
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, GEO_LOOKUP_TIMEOUT_MS);
    setDetection((previous) => ({ ...previous, loading: true }));
    lookUpCountry(geoLookupUrl, controller.signal)
      .then((country) => setDetection({ loading: false, country }))
      .catch((error: unknown) => {
        // Unmounted or the URL changed: the next lookup (if any) owns the state.
        if (controller.signal.aborted && !timedOut) return;
        console.warn('Country lookup failed; using the browser region', error);
        setDetection({ loading: false, country: browserRegion() });
      })
      .finally(() => clearTimeout(timer));
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [geoLookupUrl]);

  return detection;
}
