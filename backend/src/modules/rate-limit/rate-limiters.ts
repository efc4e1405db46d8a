import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';

const ACCOUNT_FAILURE_LIMIT = 5;
const IP_WINDOW_SECONDS = 60;
const ACCOUNT_WINDOW_SECONDS = 15 * 60;

export interface RateLimitersOptions {
  ipAttemptsPerMinute: number;
  /** Counters shared by every API instance; without it each instance counts in its own memory. */
  redis: Redis | null;
  /** Redis keys read `<keyPrefix>:ip:<scope>:<ip>` and `<keyPrefix>:account:<scope>:<account>`. */
  keyPrefix: string;
}

/** The two fixed-window counters behind RateLimitService, in memory or in Redis. */
export class RateLimiters {
  readonly ipAttempts: RateLimiterAbstract;
  readonly accountFailures: RateLimiterAbstract;
  private readonly redis: Redis | null;

  constructor({ ipAttemptsPerMinute, redis, keyPrefix }: RateLimitersOptions) {
    this.redis = redis;
    const limiter = (name: string, points: number, duration: number): RateLimiterAbstract => {
      const options = { keyPrefix: `${keyPrefix}:${name}`, points, duration };
      return redis
        ? new RateLimiterRedis({ ...options, storeClient: redis })
        : new RateLimiterMemory(options);
    };
    this.ipAttempts = limiter('ip', ipAttemptsPerMinute, IP_WINDOW_SECONDS);
    this.accountFailures = limiter('account', ACCOUNT_FAILURE_LIMIT, ACCOUNT_WINDOW_SECONDS);
  }

  async close(): Promise<void> {
    await this.redis?.quit();
  }
}
