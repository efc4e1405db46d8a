import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CRYPTO_OPTION_IDS,
  type CryptoOptionId,
  type CryptoReceivingAddress,
  type PaymentProvider,
} from '@academy/contracts';

export type Environment = Record<string, string | undefined>;

/**
 * Settings that make production unsafe (money credited without payment, the server calling its
 * own network): refused there unless ALLOW_UNSAFE_IN_PRODUCTION names them.
 */
export const UNSAFE_IN_PRODUCTION = ['PAYMENT_PROVIDER', 'WEBHOOK_ALLOW_LOCAL_TARGETS'] as const;
type UnsafeSetting = (typeof UNSAFE_IN_PRODUCTION)[number];

const CRYPTO_ADDRESS_SETTINGS: Record<CryptoOptionId, string> = {
  btc: 'CRYPTO_ADDRESS_BTC',
  eth: 'CRYPTO_ADDRESS_ETH',
  'usdt-trc20': 'CRYPTO_ADDRESS_USDT_TRC20',
  'usdt-erc20': 'CRYPTO_ADDRESS_USDT_ERC20',
};

/** Every setting the API reads, checked once at start-up. Nothing else reads process.env. */
export class AppConfig {
  readonly production: boolean;
  readonly port: number;
  readonly publicUrl: string;
  readonly dataDir: string;
  readonly databaseUrl: string | null;
  readonly databaseSchema: string | null;
  /** PostgreSQL limits, so that a stalled database answers an error instead of hanging requests. */
  readonly databaseTimeouts: {
    connectMs: number;
    /** 0 turns the limit off: the command-line tools do, their statements may rightly be long. */
    statementMs: number;
    idleInTransactionMs: number;
  };
  /** PGlite's data directory, or memory:// for a throw-away database. */
  readonly embeddedDatabaseDir: string;
  readonly jwtSecret: string;
  readonly adminJwtSecret: string;
  readonly studentTokenTtlSeconds: number;
  readonly staffTokenTtlSeconds: number;
  readonly bootstrapAdmin: { username: string; password: string } | null;
  readonly smtpUrl: string | null;
  readonly mailFrom: string;
  readonly redisUrl: string | null;
  /** Redis limits, so that a stalled Redis refuses the limited routes instead of hanging them. */
  readonly redisTimeouts: { connectMs: number; commandMs: number };
  /** The bearer token of GET /api/metrics; null turns the route off. */
  readonly metricsToken: string | null;
  /**
   * Whether webhook endpoints may be on loopback, private or link-local addresses: for
   * development and the tests only, since it lets an admin make the server call its own network.
   */
  readonly webhookAllowLocalTargets: boolean;
  /**
   * The unsafe settings production runs with because ALLOW_UNSAFE_IN_PRODUCTION names them, each
   * as a sentence for the start-up warning; empty outside production.
   */
  readonly unsafeSettingsInUse: string[];
  /** How many API processes the deployment may run at once (API_REPLICAS, or REPLICAS). */
  readonly replicas: number;
  readonly rateLimitPerIp: number;
  /** Requests one API key may make per minute. */
  readonly apiKeyRateLimit: number;
  /** The least time an answer takes on an account past its failed sign-in ceiling. */
  readonly signInSlowDownMs: number;
  /** How long a client may take to send a whole request. */
  readonly requestTimeoutSeconds: number;
  /** How long a connection may stay silent, in either direction, before it is closed. */
  readonly idleTimeoutSeconds: number;
  /** How long requests in flight may take to finish after SIGTERM before the process exits. */
  readonly shutdownGraceSeconds: number;
  readonly trustProxy: number | false;
  readonly corsOrigins: string[];
  readonly logLevel: string;
  readonly paymentProvider: 'sandbox' | 'stripe';
  /**
   * The built-in test checkout, which credits without any money: only when chosen (or when no
   * provider is configured at all, outside production), never as a stand-in for a real provider.
   */
  readonly sandboxCheckoutEnabled: boolean;
  /** Who serves the Card method; null when it is not offered and starting it answers 503. */
  readonly cardProvider: PaymentProvider | null;
  readonly stripe: { secretKey: string; webhookSecret: string; apiUrl: string | null } | null;
  readonly payport: { apiUrl: string; apiKey: string; webhookSecret: string } | null;
  readonly contentDir: string;
  /** Where payment receipts are kept: outside every folder the server serves. */
  readonly receiptsDir: string;
  /** Resumable uploads in progress and not yet attached: outside every folder the server serves. */
  readonly uploadsDir: string;
  /** The largest file one resumable upload may be. */
  readonly uploadMaxBytes: number;
  readonly contentLinkTtlSeconds: number;
  readonly staticRoots: { student: string; admin: string };
  readonly links: {
    marketing: string;
    tradingDesk: string;
    community: string;
    courseSilver: string;
    courseGold: string;
    coursePlatinum: string;
    coinumm: string;
    revoxpay: string;
    geoLookup: string | null;
  };
  /** The coins offered, in the catalogue's order: those with a configured receiving address. */
  readonly cryptoAddresses: CryptoReceivingAddress[];

  constructor(env: Environment) {
    const problems: string[] = [];
    const read = (name: string): string | undefined => {
      const value = env[name]?.trim();
      return value ? value : undefined;
    };
    const integer = (name: string, fallback: number, min: number, max: number): number => {
      const raw = read(name);
      if (raw === undefined) return fallback;
      const value = Number(raw);
      if (!Number.isInteger(value) || value < min || value > max) {
        problems.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
        return fallback;
      }
      return value;
    };
    const url = (name: string, fallback: string | null, protocols: string[]): string | null => {
      const raw = read(name);
      if (raw === undefined) return fallback;
      try {
        const parsed = new URL(raw);
        if (!protocols.includes(parsed.protocol)) throw new Error('protocol');
        return raw;
      } catch {
        problems.push(`${name} must be a ${protocols.join(' or ')} URL (got "${raw}")`);
        return fallback;
      }
    };
    const web = (name: string, fallback: string): string =>
      url(name, fallback, ['http:', 'https:']) ?? fallback;

    const nodeEnv = read('NODE_ENV') ?? 'development';
    this.production = nodeEnv === 'production';
    this.port = integer('PORT', 3000, 1, 65535);
    this.publicUrl = (web('PUBLIC_URL', `http://localhost:${this.port}`) ?? '').replace(/\/+$/, '');
    this.dataDir = resolve(read('DATA_DIR') ?? '.data');
    this.databaseUrl = url('DATABASE_URL', null, ['postgres:', 'postgresql:']);
    const schema = read('DATABASE_SCHEMA') ?? null;
    if (schema !== null && !/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) {
      problems.push(`DATABASE_SCHEMA must be a lower-case SQL identifier (got "${schema}")`);
    }
    this.databaseSchema = schema;
    this.databaseTimeouts = {
      connectMs: integer('DATABASE_CONNECT_TIMEOUT_MS', 5_000, 100, 600_000),
      statementMs: integer('DATABASE_STATEMENT_TIMEOUT_MS', 15_000, 0, 3_600_000),
      idleInTransactionMs: integer('DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS', 30_000, 0, 3_600_000),
    };
    this.embeddedDatabaseDir = read('EMBEDDED_DATABASE_DIR') ?? join(this.dataDir, 'db');
    this.studentTokenTtlSeconds = integer('JWT_TTL_SECONDS', 7 * 24 * 3600, 60, 90 * 24 * 3600);
    this.staffTokenTtlSeconds = integer('ADMIN_JWT_TTL_SECONDS', 12 * 3600, 60, 7 * 24 * 3600);

    const adminUsername = read('ADMIN_USERNAME');
    const adminPassword = env.ADMIN_PASSWORD;
    if ((adminUsername === undefined) !== (adminPassword === undefined || adminPassword === '')) {
      problems.push('ADMIN_USERNAME and ADMIN_PASSWORD must be set together');
    }
    if (adminPassword !== undefined && adminPassword !== '' && adminPassword.length < 12) {
      problems.push('ADMIN_PASSWORD must be at least 12 characters long');
    }
    this.bootstrapAdmin =
      adminUsername && adminPassword ? { username: adminUsername, password: adminPassword } : null;

    this.smtpUrl = url('SMTP_URL', null, ['smtp:', 'smtps:']);
    this.mailFrom = read('MAIL_FROM') ?? 'Trading Academy <no-reply@localhost>';
    this.redisUrl = url('REDIS_URL', null, ['redis:', 'rediss:']);
    this.redisTimeouts = {
      connectMs: integer('REDIS_CONNECT_TIMEOUT_MS', 2_000, 100, 60_000),
      commandMs: integer('REDIS_COMMAND_TIMEOUT_MS', 500, 50, 60_000),
    };
    this.rateLimitPerIp = integer('RATE_LIMIT_PER_IP', 20, 1, 100_000);
    this.apiKeyRateLimit = integer('API_KEY_RATE_LIMIT', 600, 1, 1_000_000);
    this.signInSlowDownMs = integer('SIGN_IN_SLOW_DOWN_MS', 2_000, 0, 60_000);
    this.replicas = integer(
      read('API_REPLICAS') === undefined ? 'REPLICAS' : 'API_REPLICAS',
      1,
      1,
      10_000,
    );
    if (this.production && this.replicas > 1 && !this.redisUrl) {
      problems.push(
        `REDIS_URL must be set when more than one API process may run (${this.replicas} replicas): ` +
          'without it each process counts sign-in failures on its own and the limits do not hold',
      );
    }
    this.requestTimeoutSeconds = integer('REQUEST_TIMEOUT_SECONDS', 30, 1, 3600);
    this.idleTimeoutSeconds = integer('IDLE_TIMEOUT_SECONDS', 120, 1, 3600);
    this.shutdownGraceSeconds = integer('SHUTDOWN_GRACE_SECONDS', 25, 1, 3600);
    const trustProxy = read('TRUST_PROXY');
    this.trustProxy = trustProxy === undefined ? false : integer('TRUST_PROXY', 1, 1, 10);
    this.corsOrigins = (read('CORS_ORIGINS') ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean);
    for (const origin of this.corsOrigins) {
      if (!/^https?:\/\/[^/\s]+$/.test(origin)) {
        problems.push(`CORS_ORIGINS entries must look like https://host[:port] (got "${origin}")`);
      }
    }
    const logLevel = read('LOG_LEVEL') ?? 'info';
    if (!['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].includes(logLevel)) {
      problems.push(`LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent`);
    }
    this.logLevel = logLevel;
    const provider = read('PAYMENT_PROVIDER') ?? 'sandbox';
    if (provider !== 'sandbox' && provider !== 'stripe') {
      problems.push(`PAYMENT_PROVIDER must be sandbox or stripe (got "${provider}")`);
    }
    this.paymentProvider = provider === 'stripe' ? 'stripe' : 'sandbox';

    const stripeSecretKey = read('STRIPE_SECRET_KEY');
    const stripeWebhookSecret = read('STRIPE_WEBHOOK_SECRET');
    // STRIPE_API_URL points the SDK at another host (a proxy, or a local fake in tests).
    const stripeApiUrl = url('STRIPE_API_URL', null, ['http:', 'https:']);
    if (this.paymentProvider === 'stripe' && (!stripeSecretKey || !stripeWebhookSecret)) {
      problems.push('PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
    }
    this.stripe =
      stripeSecretKey && stripeWebhookSecret
        ? { secretKey: stripeSecretKey, webhookSecret: stripeWebhookSecret, apiUrl: stripeApiUrl }
        : null;

    const payportApiUrl = url('PAYPORT_API_URL', null, ['http:', 'https:']);
    const payportApiKey = read('PAYPORT_API_KEY');
    const payportWebhookSecret = read('PAYPORT_WEBHOOK_SECRET');
    const payportSettings = [payportApiUrl, payportApiKey, payportWebhookSecret];
    if (payportSettings.some(Boolean) && !payportSettings.every(Boolean)) {
      problems.push(
        'PAYPORT_API_URL, PAYPORT_API_KEY and PAYPORT_WEBHOOK_SECRET must be set together',
      );
    }
    this.payport =
      payportApiUrl && payportApiKey && payportWebhookSecret
        ? { apiUrl: payportApiUrl, apiKey: payportApiKey, webhookSecret: payportWebhookSecret }
        : null;

    const sandboxChosen = read('PAYMENT_PROVIDER') === 'sandbox';
    const nothingConfigured = !read('PAYMENT_PROVIDER') && !this.stripe && !this.payport;
    this.sandboxCheckoutEnabled = sandboxChosen || (nothingConfigured && !this.production);
    if (this.production && this.sandboxCheckoutEnabled && (this.stripe || this.payport)) {
      problems.push(
        'PAYMENT_PROVIDER=sandbox credits without payment: it cannot run in production beside ' +
          'Stripe or PayPort settings',
      );
    }
    this.cardProvider =
      this.paymentProvider === 'stripe' ? 'stripe' : this.sandboxCheckoutEnabled ? 'sandbox' : null;

    const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
    this.staticRoots = {
      student: resolve(read('STUDENT_WEB_DIR') ?? join(repoRoot, 'student-web/dist')),
      admin: resolve(read('ADMIN_WEB_DIR') ?? join(repoRoot, 'admin-web/dist')),
    };
    this.contentDir = resolve(read('CONTENT_DIR') ?? join(repoRoot, 'content'));
    this.receiptsDir = resolve(read('RECEIPTS_DIR') ?? join(this.dataDir, 'receipts'));
    this.uploadsDir = resolve(read('UPLOADS_DIR') ?? join(this.dataDir, 'uploads'));
    const servedRoots = [this.staticRoots.student, this.staticRoots.admin, this.contentDir];
    for (const [name, dir] of [
      ['RECEIPTS_DIR', this.receiptsDir],
      ['UPLOADS_DIR', this.uploadsDir],
    ] as const) {
      const servedRoot = servedRoots.find(
        (root) => dir === root || dir.startsWith(`${root}${sep}`),
      );
      if (servedRoot) {
        problems.push(`${name} must not be inside ${servedRoot}, which the server serves`);
      }
    }
    this.uploadMaxBytes = integer('UPLOAD_MAX_BYTES', 4 * 1024 ** 3, 1024 * 1024, 1024 ** 5);
    this.contentLinkTtlSeconds = integer('CONTENT_LINK_TTL_SECONDS', 300, 10, 24 * 3600);
    this.links = {
      marketing: web('MARKETING_URL', 'https://example.com/trading-academy'),
      tradingDesk: web('TRADING_DESK_URL', 'https://example.com/trading-desk'),
      community: web('COMMUNITY_URL', 'https://t.me/'),
      courseSilver: web('COURSE_URL_SILVER', 'https://example.com/courses/silver'),
      courseGold: web('COURSE_URL_GOLD', 'https://example.com/courses/gold'),
      coursePlatinum: web('COURSE_URL_PLATINUM', 'https://example.com/courses/platinum'),
      coinumm: web('COINUMM_URL', 'https://example.com/coinumm'),
      revoxpay: web('REVOXPAY_URL', 'https://example.com/revoxpay'),
      geoLookup: url('GEO_LOOKUP_URL', 'https://ipapi.co/json/', ['http:', 'https:']),
    };
    // A coin without an address is not offered: a made-up address would take real money away.
    this.cryptoAddresses = CRYPTO_OPTION_IDS.flatMap((id) => {
      const address = read(CRYPTO_ADDRESS_SETTINGS[id]);
      return address === undefined ? [] : [{ id, address }];
    });

    const secret = (name: string): string | undefined => {
      const value = read(name);
      if (value !== undefined && value.length < 32) {
        problems.push(`${name} must be at least 32 characters long`);
      }
      return value;
    };
    this.metricsToken = secret('METRICS_TOKEN') ?? null;
    const allowLocalTargets = read('WEBHOOK_ALLOW_LOCAL_TARGETS') ?? 'false';
    if (!['true', 'false'].includes(allowLocalTargets)) {
      problems.push(
        `WEBHOOK_ALLOW_LOCAL_TARGETS must be true or false (got "${allowLocalTargets}")`,
      );
    }
    this.webhookAllowLocalTargets = allowLocalTargets === 'true';
    this.unsafeSettingsInUse = this.checkUnsafeSettings(read, problems);
    const jwtSecret = secret('JWT_SECRET');
    const adminJwtSecret = secret('ADMIN_JWT_SECRET');
    if (this.production && (!jwtSecret || !adminJwtSecret)) {
      problems.push(
        'JWT_SECRET and ADMIN_JWT_SECRET must be set in production: every API instance must share them',
      );
    }
    if (jwtSecret && jwtSecret === adminJwtSecret) {
      problems.push('JWT_SECRET and ADMIN_JWT_SECRET must differ');
    }
    if (problems.length > 0) {
      throw new ConfigurationError(problems);
    }
    const generated =
      jwtSecret && adminJwtSecret ? null : loadOrCreateGeneratedSecrets(this.dataDir);
    this.jwtSecret = jwtSecret ?? generated!.jwtSecret;
    this.adminJwtSecret = adminJwtSecret ?? generated!.adminJwtSecret;
  }

  /**
   * Refuses each unsafe setting in production that ALLOW_UNSAFE_IN_PRODUCTION does not name, and
   * returns those it does name, for the start-up warning.
   */
  private checkUnsafeSettings(
    read: (name: string) => string | undefined,
    problems: string[],
  ): string[] {
    const allowed = new Set<string>();
    for (const name of (read('ALLOW_UNSAFE_IN_PRODUCTION') ?? '').split(',')) {
      const setting = name.trim();
      if (setting === '') continue;
      if (!(UNSAFE_IN_PRODUCTION as readonly string[]).includes(setting)) {
        problems.push(
          `ALLOW_UNSAFE_IN_PRODUCTION names ${UNSAFE_IN_PRODUCTION.join(' and ')} only ` +
            `(got "${setting}")`,
        );
      }
      allowed.add(setting);
    }
    if (!this.production) return [];
    const risks: Record<UnsafeSetting, string | null> = {
      PAYMENT_PROVIDER:
        read('PAYMENT_PROVIDER') === 'sandbox'
          ? 'PAYMENT_PROVIDER=sandbox credits payments that no one made'
          : null,
      WEBHOOK_ALLOW_LOCAL_TARGETS: this.webhookAllowLocalTargets
        ? 'WEBHOOK_ALLOW_LOCAL_TARGETS=true lets webhook endpoints reach this server’s own network'
        : null,
    };
    const inUse: string[] = [];
    for (const setting of UNSAFE_IN_PRODUCTION) {
      const risk = risks[setting];
      if (risk === null) continue;
      if (allowed.has(setting)) {
        inUse.push(risk);
      } else {
        problems.push(
          `${risk}: it is refused in production unless ALLOW_UNSAFE_IN_PRODUCTION names ${setting}`,
        );
      }
    }
    return inUse;
  }
}

export class ConfigurationError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigurationError';
  }
}

interface GeneratedSecrets {
  jwtSecret: string;
  adminJwtSecret: string;
}

function loadOrCreateGeneratedSecrets(dataDir: string): GeneratedSecrets {
  const file = join(dataDir, 'secrets.json');
  if (existsSync(file)) {
    return JSON.parse(readFileSync(file, 'utf8')) as GeneratedSecrets;
  }
  mkdirSync(dataDir, { recursive: true });
  const secrets: GeneratedSecrets = {
    jwtSecret: randomBytes(48).toString('base64url'),
    adminJwtSecret: randomBytes(48).toString('base64url'),
  };
  try {
    writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600, flag: 'wx' });
    return secrets;
  } catch (error) {
    // Another instance sharing DATA_DIR wrote them first: use theirs.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return JSON.parse(readFileSync(file, 'utf8')) as GeneratedSecrets;
  }
}
