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
  CRYPTO_ADDRESS_ETH: '',
  CRYPTO_ADDRESS_USDT_ERC20: '',
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

  it('answers without a token, as JSON that browsers revalidate on every use', async () => {
    const response = await t.http.get('/api/config').expect(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    // Prices change in the back office: a browser asks again before each use, never keeping a
    // price staff have changed.
    expect(response.headers['cache-control']).toMatch(/no-cache/);
    expect(response.headers['cache-control']).not.toMatch(/no-store|private|max-age/);
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

  it('offers only the coins whose receiving address is set, in the catalogue’s order', () => {
    expect(config.cryptoAddresses).toEqual([
      { id: 'btc', address: ENV.CRYPTO_ADDRESS_BTC },
      { id: 'usdt-trc20', address: ENV.CRYPTO_ADDRESS_USDT_TRC20 },
    ]);
    expect(JSON.stringify(config)).not.toContain('CRYPTO_ADDRESS');
  });

  it('names the Card method’s provider and the geo lookup service', () => {
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

describe('GET /api/config of a deployment that configured no payment details', () => {
  const production = {
    NODE_ENV: 'production',
    JWT_SECRET: 'j'.repeat(40),
    ADMIN_JWT_SECRET: 'a'.repeat(40),
    CRYPTO_ADDRESS_BTC: '',
    CRYPTO_ADDRESS_ETH: '',
    CRYPTO_ADDRESS_USDT_TRC20: '',
    CRYPTO_ADDRESS_USDT_ERC20: '',
  };

  it('offers neither Card nor Crypto, as a card payment answers 503', async () => {
    const t = await createTestApp({ env: production });
    try {
      const config = (await t.http.get('/api/config').expect(200)).body as PublicConfig;
      expect(config.paymentProvider).toBeNull();
      expect(config.cryptoAddresses).toEqual([]);
      const student = await t.student();
      await t.http
        .post('/api/create-checkout-session')
        .set('token', student.token)
        .send({ course: 'gold' })
        .expect(503);
    } finally {
      await t.close();
    }
  });

  it('never hands out a placeholder address, nor takes crypto invoices without BTCPay', async () => {
    const t = await createTestApp({
      env: { ...production, CRYPTO_ADDRESS_BTC: 'configure-CRYPTO_ADDRESS_BTC' },
    });
    try {
      const answer = await t.http.get('/api/config').expect(200);
      const config = answer.body as PublicConfig;
      expect(config.cryptoAddresses).toEqual([]);
      expect(config.cryptoInvoices).toBe(false);
      expect(answer.text).not.toContain('configure-');
      const student = await t.student();
      await t.http
        .post('/api/payments/crypto-invoice')
        .set('token', student.token)
        .send({ course: 'gold' })
        .expect(503);
    } finally {
      await t.close();
    }
  });

  it('names Stripe once it is configured', async () => {
    const t = await createTestApp({
      env: {
        ...production,
        PAYMENT_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_x',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
      },
    });
    try {
      const config = (await t.http.get('/api/config').expect(200)).body as PublicConfig;
      expect(config.paymentProvider).toBe('stripe');
    } finally {
      await t.close();
    }
  });

  describe('keeps the card provider and BTCPay crypto invoices independent of each other', () => {
    const btcpay = {
      BTCPAY_URL: 'https://btcpay.example',
      BTCPAY_API_KEY: 'key',
      BTCPAY_STORE_ID: 'store',
      BTCPAY_WEBHOOK_SECRET: 'secret',
    };
    const stripe = {
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
    };
    it.each([
      ['Stripe and BTCPay', { ...stripe, ...btcpay }, 'stripe', true],
      ['BTCPay alone', btcpay, null, true],
      ['Stripe alone', stripe, 'stripe', false],
    ] as const)('%s', async (_, env, paymentProvider, cryptoInvoices) => {
      const t = await createTestApp({ env: { ...production, ...env } });
      try {
        const config = (await t.http.get('/api/config').expect(200)).body as PublicConfig;
        expect([config.paymentProvider, config.cryptoInvoices]).toEqual([
          paymentProvider,
          cryptoInvoices,
        ]);
      } finally {
        await t.close();
      }
    });
  });
});
