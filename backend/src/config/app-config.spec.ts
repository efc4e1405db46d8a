import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AppConfig, ConfigurationError } from './app-config.js';

describe(AppConfig.name, () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'academy-config-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('starts with defaults when nothing is set', () => {
    const config = new AppConfig({ DATA_DIR: dataDir });
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.databaseUrl).toBeNull();
    expect(config.embeddedDatabaseDir).toBe(join(dataDir, 'db'));
    expect(config.rateLimitPerIp).toBe(20);
    expect(config.redisUrl).toBeNull();
  });

  it('keeps uploads in DATA_DIR/uploads up to 4 GiB, never in a folder the server serves', () => {
    const config = new AppConfig({ DATA_DIR: dataDir });
    expect(config.uploadsDir).toBe(join(dataDir, 'uploads'));
    expect(config.uploadMaxBytes).toBe(4 * 1024 ** 3);
    expect(new AppConfig({ DATA_DIR: dataDir, UPLOAD_MAX_BYTES: '10485760' }).uploadMaxBytes).toBe(
      10 * 1024 * 1024,
    );
    const contentDir = join(dataDir, 'content');
    expect(
      () =>
        new AppConfig({
          DATA_DIR: dataDir,
          CONTENT_DIR: contentDir,
          UPLOADS_DIR: join(contentDir, 'incoming'),
        }),
    ).toThrow(`UPLOADS_DIR must not be inside ${contentDir}, which the server serves`);
    expect(() => new AppConfig({ DATA_DIR: dataDir, UPLOAD_MAX_BYTES: '4GB' })).toThrow(
      /UPLOAD_MAX_BYTES must be a whole number/,
    );
  });

  it('refuses to start in production with several replicas and no REDIS_URL', () => {
    const secrets = { JWT_SECRET: 'a'.repeat(32), ADMIN_JWT_SECRET: 'b'.repeat(32) };
    const production = { DATA_DIR: dataDir, NODE_ENV: 'production', ...secrets };
    for (const replicas of [{ API_REPLICAS: '3' }, { REPLICAS: '2' }]) {
      expect(() => new AppConfig({ ...production, ...replicas })).toThrow(
        /REDIS_URL must be set when more than one API process may run/,
      );
      const shared = new AppConfig({ ...production, ...replicas, REDIS_URL: 'redis://cache:6379' });
      expect(shared.replicas).toBeGreaterThan(1);
    }
    expect(new AppConfig(production).replicas).toBe(1);
    expect(new AppConfig({ DATA_DIR: dataDir, API_REPLICAS: '3' }).redisUrl).toBeNull();
  });

  it('lists every bad value in one message', () => {
    const attempt = () =>
      new AppConfig({
        DATA_DIR: dataDir,
        PORT: 'eighty',
        DATABASE_URL: 'mysql://localhost/db',
        RATE_LIMIT_PER_IP: '0',
        CORS_ORIGINS: 'not a url',
      });
    expect(attempt).toThrow(ConfigurationError);
    try {
      attempt();
    } catch (error) {
      const { problems } = error as ConfigurationError;
      expect(problems).toHaveLength(4);
      expect(problems[0]).toContain('PORT');
      expect(problems.join('\n')).toMatch(/DATABASE_URL.*postgres/);
    }
  });

  it('generates the JWT secrets once and reuses them', () => {
    const first = new AppConfig({ DATA_DIR: dataDir });
    const second = new AppConfig({ DATA_DIR: dataDir });
    expect(first.jwtSecret).toHaveLength(64);
    expect(first.jwtSecret).not.toBe(first.adminJwtSecret);
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect(second.adminJwtSecret).toBe(first.adminJwtSecret);
    const file = join(dataDir, 'secrets.json');
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      jwtSecret: first.jwtSecret,
      adminJwtSecret: first.adminJwtSecret,
    });
    expect(statSync(file).mode & 0o077).toBe(0);
  });

  it('refuses to run production without explicit, distinct secrets', () => {
    expect(() => new AppConfig({ DATA_DIR: dataDir, NODE_ENV: 'production' })).toThrow(
      /JWT_SECRET and ADMIN_JWT_SECRET must be set in production/,
    );
    const same = 'x'.repeat(40);
    expect(
      () =>
        new AppConfig({
          DATA_DIR: dataDir,
          NODE_ENV: 'production',
          JWT_SECRET: same,
          ADMIN_JWT_SECRET: same,
        }),
    ).toThrow(/must differ/);
    expect(() => new AppConfig({ DATA_DIR: dataDir, JWT_SECRET: 'short' })).toThrow(/at least 32/);
  });

  it('requires the bootstrap admin username and password together', () => {
    expect(() => new AppConfig({ DATA_DIR: dataDir, ADMIN_USERNAME: 'admin' })).toThrow(
      /must be set together/,
    );
    expect(
      () => new AppConfig({ DATA_DIR: dataDir, ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'short' }),
    ).toThrow(/at least 12/);
    const config = new AppConfig({
      DATA_DIR: dataDir,
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: 'a long password',
    });
    expect(config.bootstrapAdmin).toEqual({ username: 'admin', password: 'a long password' });
  });

  it('runs the sandbox checkout outside production, and in production only when chosen and allowed', () => {
    expect(new AppConfig({ DATA_DIR: dataDir }).sandboxCheckoutEnabled).toBe(true);
    const production = {
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      JWT_SECRET: 'j'.repeat(40),
      ADMIN_JWT_SECRET: 'a'.repeat(40),
    };
    expect(new AppConfig(production).sandboxCheckoutEnabled).toBe(false);
    expect(
      new AppConfig({
        ...production,
        PAYMENT_PROVIDER: 'sandbox',
        ALLOW_UNSAFE_IN_PRODUCTION: 'PAYMENT_PROVIDER',
      }).sandboxCheckoutEnabled,
    ).toBe(true);
  });

  it('never runs the sandbox in place of a configured provider', () => {
    const stripe = { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };
    const payport = {
      PAYPORT_API_URL: 'https://payport.example',
      PAYPORT_API_KEY: 'key',
      PAYPORT_WEBHOOK_SECRET: 'secret',
    };
    const sandbox = (env: Record<string, string>) =>
      new AppConfig({ DATA_DIR: dataDir, ...env }).sandboxCheckoutEnabled;
    expect(sandbox({ PAYMENT_PROVIDER: 'stripe', ...stripe })).toBe(false);
    expect(sandbox(payport)).toBe(false);
    expect(sandbox({ PAYMENT_PROVIDER: 'sandbox', ...payport })).toBe(true);
  });

  it('refuses the sandbox in production beside a real provider', () => {
    const production = {
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      JWT_SECRET: 'j'.repeat(40),
      ADMIN_JWT_SECRET: 'a'.repeat(40),
      PAYMENT_PROVIDER: 'sandbox',
    };
    expect(
      () =>
        new AppConfig({
          ...production,
          PAYPORT_API_URL: 'https://payport.example',
          PAYPORT_API_KEY: 'key',
          PAYPORT_WEBHOOK_SECRET: 'secret',
        }),
    ).toThrow(/cannot run in production beside Stripe or PayPort/);
    expect(
      () =>
        new AppConfig({
          ...production,
          STRIPE_SECRET_KEY: 'sk_live_x',
          STRIPE_WEBHOOK_SECRET: 'whsec_x',
        }),
    ).toThrow(/cannot run in production beside Stripe or PayPort/);
  });

  it('has database timeouts with defaults, and lets the limit on statements be turned off', () => {
    expect(new AppConfig({ DATA_DIR: dataDir }).databaseTimeouts).toEqual({
      connectMs: 5_000,
      statementMs: 15_000,
      idleInTransactionMs: 30_000,
    });
    const config = new AppConfig({ DATA_DIR: dataDir, DATABASE_STATEMENT_TIMEOUT_MS: '0' });
    expect(config.databaseTimeouts.statementMs).toBe(0);
    expect(() => new AppConfig({ DATA_DIR: dataDir, DATABASE_CONNECT_TIMEOUT_MS: 'soon' })).toThrow(
      /DATABASE_CONNECT_TIMEOUT_MS/,
    );
  });

  it('needs the Stripe keys for PAYMENT_PROVIDER=stripe and all three PayPort settings together', () => {
    expect(() => new AppConfig({ DATA_DIR: dataDir, PAYMENT_PROVIDER: 'stripe' })).toThrow(
      /PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET/,
    );
    expect(
      () => new AppConfig({ DATA_DIR: dataDir, PAYPORT_API_URL: 'https://payport.example' }),
    ).toThrow(/PAYPORT_API_URL, PAYPORT_API_KEY and PAYPORT_WEBHOOK_SECRET must be set together/);
    const config = new AppConfig({
      DATA_DIR: dataDir,
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_live_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      PAYPORT_API_URL: 'https://payport.example/v1',
      PAYPORT_API_KEY: 'key',
      PAYPORT_WEBHOOK_SECRET: 'secret',
    });
    expect(config.stripe).toEqual({
      secretKey: 'sk_live_x',
      webhookSecret: 'whsec_x',
      apiUrl: null,
    });
    expect(config.payport).toEqual({
      apiUrl: 'https://payport.example/v1',
      apiKey: 'key',
      webhookSecret: 'secret',
    });
  });

  describe('unsafe settings in production', () => {
    const production = () => ({
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      JWT_SECRET: 'j'.repeat(40),
      ADMIN_JWT_SECRET: 'a'.repeat(40),
    });
    const problemsOf = (env: Record<string, string>): string[] => {
      try {
        new AppConfig(env);
        return [];
      } catch (error) {
        return (error as ConfigurationError).problems;
      }
    };

    it('refuses PAYMENT_PROVIDER=sandbox and WEBHOOK_ALLOW_LOCAL_TARGETS=true, naming how to allow them', () => {
      expect(problemsOf({ ...production(), PAYMENT_PROVIDER: 'sandbox' })).toEqual([
        expect.stringMatching(
          /^PAYMENT_PROVIDER=sandbox .*refused in production unless ALLOW_UNSAFE_IN_PRODUCTION names PAYMENT_PROVIDER$/,
        ),
      ]);
      expect(problemsOf({ ...production(), WEBHOOK_ALLOW_LOCAL_TARGETS: 'true' })).toEqual([
        expect.stringMatching(
          /^WEBHOOK_ALLOW_LOCAL_TARGETS=true .*unless ALLOW_UNSAFE_IN_PRODUCTION names WEBHOOK_ALLOW_LOCAL_TARGETS$/,
        ),
      ]);
      expect(
        problemsOf({
          ...production(),
          PAYMENT_PROVIDER: 'sandbox',
          WEBHOOK_ALLOW_LOCAL_TARGETS: 'true',
          ALLOW_UNSAFE_IN_PRODUCTION: 'WEBHOOK_ALLOW_LOCAL_TARGETS',
        }),
      ).toEqual([expect.stringMatching(/names PAYMENT_PROVIDER$/)]);
    });

    it('starts with the settings ALLOW_UNSAFE_IN_PRODUCTION names, and lists them for the warning', () => {
      const config = new AppConfig({
        ...production(),
        PAYMENT_PROVIDER: 'sandbox',
        WEBHOOK_ALLOW_LOCAL_TARGETS: 'true',
        ALLOW_UNSAFE_IN_PRODUCTION: ' PAYMENT_PROVIDER , WEBHOOK_ALLOW_LOCAL_TARGETS',
      });
      expect(config.sandboxCheckoutEnabled).toBe(true);
      expect(config.webhookAllowLocalTargets).toBe(true);
      expect(config.unsafeSettingsInUse).toEqual([
        expect.stringMatching(/^PAYMENT_PROVIDER=sandbox /),
        expect.stringMatching(/^WEBHOOK_ALLOW_LOCAL_TARGETS=true /),
      ]);
      const allowedButUnused = new AppConfig({
        ...production(),
        ALLOW_UNSAFE_IN_PRODUCTION: 'PAYMENT_PROVIDER',
      });
      expect(allowedButUnused.unsafeSettingsInUse).toEqual([]);
    });

    it('refuses a name ALLOW_UNSAFE_IN_PRODUCTION does not know', () => {
      expect(
        problemsOf({ ...production(), ALLOW_UNSAFE_IN_PRODUCTION: 'PAYMENT_PROVIDER,JWT_SECRET' }),
      ).toEqual([
        expect.stringMatching(/ALLOW_UNSAFE_IN_PRODUCTION names .* \(got "JWT_SECRET"\)/),
      ]);
      expect(
        problemsOf({ DATA_DIR: dataDir, ALLOW_UNSAFE_IN_PRODUCTION: 'ANYTHING' }),
      ).toHaveLength(1);
    });

    it('leaves development alone', () => {
      const config = new AppConfig({
        DATA_DIR: dataDir,
        PAYMENT_PROVIDER: 'sandbox',
        WEBHOOK_ALLOW_LOCAL_TARGETS: 'true',
      });
      expect(config.unsafeSettingsInUse).toEqual([]);
    });
  });

  it('names the Card method’s provider only when starting a card payment would find one', () => {
    const stripe = { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };
    const payport = {
      PAYPORT_API_URL: 'https://payport.example',
      PAYPORT_API_KEY: 'key',
      PAYPORT_WEBHOOK_SECRET: 'secret',
    };
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'j'.repeat(40),
      ADMIN_JWT_SECRET: 'a'.repeat(40),
    };
    const card = (env: Record<string, string>) =>
      new AppConfig({ DATA_DIR: dataDir, ...env }).cardProvider;
    expect(card({})).toBe('sandbox');
    expect(card(production)).toBeNull();
    expect(card(payport)).toBeNull();
    expect(card({ ...production, ...payport })).toBeNull();
    expect(card({ PAYMENT_PROVIDER: 'stripe', ...stripe })).toBe('stripe');
    expect(card({ ...production, PAYMENT_PROVIDER: 'stripe', ...stripe })).toBe('stripe');
    expect(
      card({
        ...production,
        PAYMENT_PROVIDER: 'sandbox',
        ALLOW_UNSAFE_IN_PRODUCTION: 'PAYMENT_PROVIDER',
      }),
    ).toBe('sandbox');
  });

  it('offers only the coins whose receiving address is set, in the catalogue’s order', () => {
    expect(new AppConfig({ DATA_DIR: dataDir }).cryptoAddresses).toEqual([]);
    const config = new AppConfig({
      DATA_DIR: dataDir,
      CRYPTO_ADDRESS_USDT_ERC20: ' 0x9b1f7F645351AF3631a656421eD2e40f2802E6c0 ',
      CRYPTO_ADDRESS_BTC: 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh',
      CRYPTO_ADDRESS_ETH: '  ',
    });
    expect(config.cryptoAddresses).toEqual([
      { id: 'btc', address: 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh' },
      { id: 'usdt-erc20', address: '0x9b1f7F645351AF3631a656421eD2e40f2802E6c0' },
    ]);
  });
});
