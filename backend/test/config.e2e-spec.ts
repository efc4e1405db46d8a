import type { PublicConfig } from '@academy/contracts';
import { createTestApp, type TestApp } from './support/test-app.js';

const ENV = {
  MARKETING_URL: 'https://academy.example.test/',
  TRADING_DESK_URL: 'https://desk.example.test/trade',
  COMMUNITY_URL: 'https://t.me/academy_channel',
  COURSE_URL_GOLD: 'https://academy.example.test/courses/gold',
  REVOXPAY_URL: 'https://pay.example.test/revoxpay',
  CRYPTO_ADDRESS_BTC: 'bc1qexampleaddress0000000000000000000000',
  CRYPTO_ADDRESS_USDT_TRC20: 'TExampleTronAddress000000000000000',
};

describe('GET /api/config', () => {
  let t: TestApp;
  let config: PublicConfig;
  beforeAll(async () => {
    t = await createTestApp({ env: ENV });
    const response = await t.http.get('/api/config').expect(200);
    config = response.body as PublicConfig;
  });
  afterAll(() => t.close());

  it('answers without a token, as JSON that browsers may cache', async () => {
    const response = await t.http.get('/api/config').expect(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toMatch(/public/);
  });

  it('lists the tiers SILVER $100, GOLD $250 (popular) and PLATINUM $500', () => {
    expect(
      config.tiers.map(({ id, name, price, popular }) => ({ id, name, price, popular })),
    ).toEqual([
      { id: 'silver', name: 'SILVER', price: 100, popular: false },
      { id: 'gold', name: 'GOLD', price: 250, popular: true },
      { id: 'platinum', name: 'PLATINUM', price: 500, popular: false },
    ]);
    for (const tier of config.tiers) expect(tier.description).toEqual(expect.any(String));
  });

  it('hands over the links set in the environment', () => {
    expect(config).toMatchObject({
      marketingUrl: ENV.MARKETING_URL,
      tradingDeskUrl: ENV.TRADING_DESK_URL,
      communityUrl: ENV.COMMUNITY_URL,
      revoxpayUrl: ENV.REVOXPAY_URL,
    });
    expect(config.courseUrls.gold).toBe(ENV.COURSE_URL_GOLD);
  });

  it('fills the links that are not set with web addresses', () => {
    const links = [
      config.marketingUrl,
      config.tradingDeskUrl,
      config.communityUrl,
      config.coinummUrl,
      config.revoxpayUrl,
      config.courseUrls.silver,
      config.courseUrls.gold,
      config.courseUrls.platinum,
    ];
    for (const link of links) expect(new URL(link).protocol).toMatch(/^https?:$/);
    expect(Object.keys(config.courseUrls).sort()).toEqual(['gold', 'platinum', 'silver']);
  });

  it('hands over the four crypto receiving addresses', () => {
    expect(Object.keys(config.cryptoAddresses).sort()).toEqual([
      'btc',
      'eth',
      'usdt-erc20',
      'usdt-trc20',
    ]);
    expect(config.cryptoAddresses.btc).toBe(ENV.CRYPTO_ADDRESS_BTC);
    expect(config.cryptoAddresses['usdt-trc20']).toBe(ENV.CRYPTO_ADDRESS_USDT_TRC20);
    for (const address of Object.values(config.cryptoAddresses)) {
      expect(address.length).toBeGreaterThan(0);
    }
  });

  it('names the payment provider and the geo lookup service', () => {
    expect(config.paymentProvider).toBe('sandbox');
    expect(config.geoLookupUrl === null || /^https?:\/\//.test(config.geoLookupUrl)).toBe(true);
  });

  it('carries no secrets', async () => {
    const response = await t.http.get('/api/config').expect(200);
    expect(response.text).not.toContain(t.config.jwtSecret);
    expect(response.text).not.toContain(t.config.adminJwtSecret);
    expect(response.text).not.toMatch(/secret|password|smtp/i);
  });
});
