import { renderHook, waitFor } from '@testing-library/react';
import { aPublicConfig } from '@academy/contracts/testing';
import { publicConfig } from '../../app/config/api/get-public-config';
import { json, mockApi } from './test-utils';

const CONFIG = aPublicConfig();
import { useCountryDetection, type CountryDetection } from './use-country-detection';

const LOOKUP = 'https://geo.example/json/';

function detect() {
  const seen: CountryDetection[] = [];
  // The configuration comes through the stubbed GET /api/config, as in the app.
  publicConfig.reset();
  const hook = renderHook(() => {
    const detection = useCountryDetection();
    seen.push(detection);
    return detection;
  });
  return { ...hook, seen };
}

describe('useCountryDetection', () => {
  beforeEach(() => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('de-AT');
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('starts loading with no country, then answers the looked-up code in lowercase', async () => {
    mockApi({
      'GET /config': () => json({ ...CONFIG, geoLookupUrl: LOOKUP }),
      [`GET ${LOOKUP}`]: () => json({ ip: '203.0.113.9', country_code: 'DE' }),
    });
    const { result, seen } = detect();
    expect(seen[0]).toEqual({ loading: true, country: null });
    await waitFor(() => expect(result.current).toEqual({ loading: false, country: 'de' }));
  });

  it.each([
    ['the lookup cannot be reached', undefined],
    ['the lookup answers an error', () => json({ error: true }, 429)],
    ['the answer has no country code', () => json({ ip: '203.0.113.9' })],
  ])('when %s, only logs and uses the browser region', async (_case, reply) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error');
    mockApi({
      'GET /config': () => json({ ...CONFIG, geoLookupUrl: LOOKUP }),
      ...(reply ? { [`GET ${LOOKUP}`]: reply } : {}),
    });
    const { result } = detect();
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(result.current).toEqual({ loading: false, country: 'at' });
    expect(error).not.toHaveBeenCalled();
  });

  it('uses the browser region when no lookup is configured', async () => {
    mockApi();
    const { result } = detect();
    await waitFor(() => expect(result.current).toEqual({ loading: false, country: 'at' }));
  });

  it('knows no country when the browser language names no region', async () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('en');
    mockApi();
    const { result } = detect();
    await waitFor(() => expect(result.current).toEqual({ loading: false, country: null }));
  });
});
