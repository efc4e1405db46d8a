import type { Redis } from 'ioredis';
import { RateLimiterMemory, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { MemoryInFlightSlots, RedisInFlightSlots, type InFlightSlots } from './in-flight-slots.js';
import { WithdrawingRedisLimiter } from './withdrawing-redis-limiter.js';

const MINUTE_SECONDS = 60;
const ACCOUNT_WINDOW_SECONDS = 15 * 60;
/** Failed sign-ins one client may make on one account per window before it is refused. */
export const CLIENT_FAILURE_LIMIT = 5;
/** Failed sign-ins on one account from every client per window before its answers slow down. */
export const ACCOUNT_FAILURE_CEILING = 20;
/** Password checks on one account running at once, whatever the clients. */
export const CHECKS_IN_FLIGHT_PER_ACCOUNT = 2;
/** Failed sign-ins on one account from every client per day; past them the account is locked. */
export const DAILY_FAILURE_LIMIT = 100;
const DAY_SECONDS = 24 * 3600;
/**
 * How long a lock lasts unless lifted first (unlock link, password reset, staff unlock): the
 * owner always has one of those, so the bound only keeps the store from holding locks forever.
 * Below 2^31 ms, the longest timer the in-memory store can set.
 */
export const ACCOUNT_LOCK_SECONDS = 14 * DAY_SECONDS;
/** Beyond the slowest check (argon2 plus the slow-down): a slot held longer had its process die. */
const CHECK_SLOT_MARGIN_MS = 30_000;
/** API_KEY_RATE_LIMIT's default. */
const DEFAULT_API_KEY_REQUESTS_PER_MINUTE = 600;
/** Events (password-reset mails) per account per window. */
const ACCOUNT_EVENT_LIMIT = 5;
/** Verification mails a student may ask to be sent again per window. */
export const VERIFICATION_RESENDS_PER_WINDOW = 3;
/** Manual payments and receipt uploads one student may send per minute. */
export const STUDENT_SUBMISSIONS_PER_MINUTE = 20;
// Longer than any failure window, so that a generation cannot fall back to one whose counters live.
const GENERATION_SECONDS = 24 * 3600;

export interface RateLimitersOptions {
  ipAttemptsPerMinute: number;
  /** Requests per API key per minute; every key has its own count. */
  apiKeyRequestsPerMinute?: number;
  /** Counters shared by every API instance; without it each instance counts in its own memory. */
  redis: Redis | null;
  /** Redis keys read `<keyPrefix>:<limiter>:<scope>:<account>[...]`. */
  keyPrefix: string;
  /** How long an answer on an account past its ceiling takes at least. */
  slowDownMs: number;
}

/** The fixed-window counters behind RateLimitService, in memory or in Redis. */
export class RateLimiters {
  readonly ipAttempts: RateLimiterAbstract;
  readonly apiKeyRequests: RateLimiterAbstract;
  /** Failed sign-ins per account and client: past the limit that client is refused. */
  readonly clientFailures: RateLimiterAbstract;
  /** Failed sign-ins per account from anywhere: past the ceiling every answer is slowed. */
  readonly accountFailures: RateLimiterAbstract;
  /** Failed sign-ins per account from anywhere per day: past the limit the account is locked. */
  readonly dailyFailures: RateLimiterAbstract;
  /** The password checks running on each account. */
  readonly checksInFlight: InFlightSlots;
  readonly accountEvents: RateLimiterAbstract;
  /** Verification mails sent again on a student's request, per student. */
  readonly verificationResends: RateLimiterAbstract;
  /** What a student sends for staff to check (manual payments, receipts), per student. */
  readonly studentSubmissions: RateLimiterAbstract;
  /** Bumped by a staff unlock: the per-client counters are keyed by it, so all of them reset. */
  readonly generations: RateLimiterAbstract;
  readonly slowDownMs: number;
  private readonly redis: Redis | null;

  constructor({
    ipAttemptsPerMinute,
    apiKeyRequestsPerMinute = DEFAULT_API_KEY_REQUESTS_PER_MINUTE,
    redis,
    keyPrefix,
    slowDownMs,
  }: RateLimitersOptions) {
    this.redis = redis;
    this.slowDownMs = slowDownMs;
    const limiter = (
      name: string,
      points: number,
      duration: number,
      blockDuration = 0,
    ): RateLimiterAbstract => {
      const options = { keyPrefix: `${keyPrefix}:${name}`, points, duration, blockDuration };
      return redis
        ? // Refused at once while Redis is unreachable, instead of queued until it returns.
          new WithdrawingRedisLimiter({
            ...options,
            storeClient: redis,
            rejectIfRedisNotReady: true,
          })
        : new RateLimiterMemory(options);
    };
    this.ipAttempts = limiter('ip', ipAttemptsPerMinute, MINUTE_SECONDS);
    this.apiKeyRequests = limiter('api-key', apiKeyRequestsPerMinute, MINUTE_SECONDS);
    this.clientFailures = limiter('client', CLIENT_FAILURE_LIMIT, ACCOUNT_WINDOW_SECONDS);
    this.accountFailures = limiter('account', ACCOUNT_FAILURE_CEILING, ACCOUNT_WINDOW_SECONDS);
    // The consume that passes the limit blocks the key, so the lock outlives the day it began in.
    this.dailyFailures = limiter('day', DAILY_FAILURE_LIMIT, DAY_SECONDS, ACCOUNT_LOCK_SECONDS);
    this.checksInFlight = redis
      ? new RedisInFlightSlots(
          redis,
          `${keyPrefix}:in-flight`,
          CHECKS_IN_FLIGHT_PER_ACCOUNT,
          slowDownMs + CHECK_SLOT_MARGIN_MS,
        )
      : new MemoryInFlightSlots(CHECKS_IN_FLIGHT_PER_ACCOUNT);
    this.accountEvents = limiter('event', ACCOUNT_EVENT_LIMIT, ACCOUNT_WINDOW_SECONDS);
    this.verificationResends = limiter(
      'verification-resend',
      VERIFICATION_RESENDS_PER_WINDOW,
      ACCOUNT_WINDOW_SECONDS,
    );
    this.studentSubmissions = limiter('submission', STUDENT_SUBMISSIONS_PER_MINUTE, MINUTE_SECONDS);
    this.generations = limiter('generation', Number.MAX_SAFE_INTEGER, GENERATION_SECONDS);
  }

  async close(): Promise<void> {
    await this.redis?.quit();
  }
}
