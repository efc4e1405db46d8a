import { join, resolve } from 'node:path';
import {
  CRYPTO_OPTION_IDS,
  type CryptoOptionId,
  type CryptoReceivingAddress,
  type PaymentProvider,
} from '@academy/contracts';
import { readAdminHostSettings } from './admin-host-settings.js';
import { readDirectorySettings } from './directory-settings.js';
import { loadOrCreateGeneratedSecrets } from './generated-secrets.js';
import { paymentSettings } from './payment-settings.js';
import { settingsReader, type Environment } from './settings-reader.js';
import { unsafeSettingsInUse } from './unsafe-settings.js';
import {
  isPlaceholderAddress,
  readBtcpaySettings,
  type BtcpaySettings,
} from './crypto-settings.js';

export type { Environment } from './settings-reader.js';

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
  /**
   * The back office's own host (ADMIN_HOST): it serves the back office at its root and
   * /api/admin, and the students' host serves neither. Null: one origin serves everything.
   */
  readonly adminHost: string | null;
  /** The back office's address, for links to it in staff mails (ADMIN_URL). */
  readonly adminUrl: string;
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
  /** TOTP_ENCRYPTION_KEY: encrypts staff TOTP secrets; null derives a key from adminJwtSecret. */
  readonly totpEncryptionKey: string | null;
  readonly studentTokenTtlSeconds: number;
  readonly staffTokenTtlSeconds: number;
  readonly bootstrapAdmin: { username: string; password: string } | null;
  readonly smtpUrl: string | null;
  readonly mailFrom: string;
  /**
   * The academy as its sales receipts and certificates name it; each is null when not set, and
   * the receipt then says so rather than leaving the line out.
   */
  readonly academy: {
    legalName: string | null;
    address: string | null;
    taxId: string | null;
    supportEmail: string | null;
  };
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
  /** TRIAL_REQUIRES_VERIFIED_EMAIL: a student activates the trial only with a verified e-mail. */
  readonly trialRequiresVerifiedEmail: boolean;
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
  /** BTCPay Server's Greenfield API for the Crypto method's invoices; null keeps crypto manual. */
  readonly btcpay: BtcpaySettings | null;
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
    const { read, integer, url, web, secret, flag } = settingsReader(env, problems);

    const nodeEnv = read('NODE_ENV') ?? 'development';
    this.production = nodeEnv === 'production';
    this.port = integer('PORT', 3000, 1, 65535);
    this.publicUrl = (web('PUBLIC_URL', `http://localhost:${this.port}`) ?? '').replace(/\/+$/, '');
    ({ adminHost: this.adminHost, adminUrl: this.adminUrl } = readAdminHostSettings(
      read,
      this.publicUrl,
      problems,
    ));
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
    this.academy = {
      legalName: read('ACADEMY_LEGAL_NAME') ?? null,
      address: read('ACADEMY_ADDRESS') ?? null,
      taxId: read('ACADEMY_TAX_ID') ?? null,
      supportEmail: read('ACADEMY_SUPPORT_EMAIL') ?? null,
    };
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
    const payments = paymentSettings({ read, url }, this.production, problems);
    this.paymentProvider = payments.paymentProvider;
    this.stripe = payments.stripe;
    this.payport = payments.payport;
    this.sandboxCheckoutEnabled = payments.sandboxCheckoutEnabled;
    this.cardProvider = payments.cardProvider;

    this.btcpay = readBtcpaySettings(read, url, problems);

    ({
      staticRoots: this.staticRoots,
      contentDir: this.contentDir,
      receiptsDir: this.receiptsDir,
      uploadsDir: this.uploadsDir,
    } = readDirectorySettings(read, this.dataDir, problems));
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
    // A placeholder left from a template (configure-CRYPTO_ADDRESS_BTC) counts as no address.
    this.cryptoAddresses = CRYPTO_OPTION_IDS.flatMap((id) => {
      const address = read(CRYPTO_ADDRESS_SETTINGS[id]);
      return address === undefined || isPlaceholderAddress(address) ? [] : [{ id, address }];
    });

    this.metricsToken = secret('METRICS_TOKEN') ?? null;
    this.webhookAllowLocalTargets = flag('WEBHOOK_ALLOW_LOCAL_TARGETS');
    this.trialRequiresVerifiedEmail = flag('TRIAL_REQUIRES_VERIFIED_EMAIL');
    this.unsafeSettingsInUse = unsafeSettingsInUse(read, problems, {
      production: this.production,
      webhookAllowLocalTargets: this.webhookAllowLocalTargets,
    });
    const jwtSecret = secret('JWT_SECRET');
    const adminJwtSecret = secret('ADMIN_JWT_SECRET');
    this.totpEncryptionKey = secret('TOTP_ENCRYPTION_KEY') ?? null;
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
}

export class ConfigurationError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigurationError';
  }
}
