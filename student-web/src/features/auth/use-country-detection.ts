import { useEffect, useState } from 'react';
import { usePublicConfigAnswer } from '../../app/config/api/get-public-config';

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

/** A finished lookup, for the address it was made with. */
interface Lookup {
  url: string;
  country: string | null;
}

/**
 * The visitor's country from the configured IP lookup (an internet service that may be down or
 * blocked): on any failure it is only logged and the browser's region is used instead. Until the
 * configuration has answered whether there is a lookup, it is loading.
 */
export function useCountryDetection(): CountryDetection {
  const { config, pending } = usePublicConfigAnswer();
  const geoLookupUrl = config?.geoLookupUrl;
  const [lookup, setLookup] = useState<Lookup | null>(null);

  useEffect(() => {
    if (!geoLookupUrl) return;
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, GEO_LOOKUP_TIMEOUT_MS);
    lookUpCountry(geoLookupUrl, controller.signal)
      .then((country) => setLookup({ url: geoLookupUrl, country }))
      .catch((error: unknown) => {
        // Unmounted or the URL changed: the next lookup (if any) owns the state.
        if (controller.signal.aborted && !timedOut) return;
        console.warn('Country lookup failed; using the browser region', error);
        setLookup({ url: geoLookupUrl, country: browserRegion() });
      })
      .finally(() => clearTimeout(timer));
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [geoLookupUrl]);

  if (pending) return { loading: true, country: null };
  if (!geoLookupUrl) return { loading: false, country: browserRegion() };
  if (lookup?.url === geoLookupUrl) return { loading: false, country: lookup.country };
  // A lookup under way keeps the last country known.
  return { loading: true, country: lookup?.country ?? null };
}
