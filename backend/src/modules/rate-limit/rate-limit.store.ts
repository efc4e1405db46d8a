import { type Redis } from 'ioredis';

export interface CounterState {
  count: number;
  /** Milliseconds until the window ends and the count starts again from zero. */
  resetInMs: number;
}

/** Fixed-window counters. The Redis store lets several API instances share them. */
export abstract class RateLimitStore {
  abstract increment(key: string, windowMs: number): Promise<CounterState>;
  abstract peek(key: string): Promise<CounterState>;
  abstract reset(key: string): Promise<void>;
  abstract close(): Promise<void>;
}

export class MemoryRateLimitStore extends RateLimitStore {
  private readonly counters = new Map<string, { count: number; expiresAt: number }>();
  private readonly sweeper = setInterval(() => this.sweep(), 60_000).unref();

  async increment(key: string, windowMs: number): Promise<CounterState> {
    const now = Date.now();
    const current = this.counters.get(key);
    const entry =
      current && current.expiresAt > now ? current : { count: 0, expiresAt: now + windowMs };
    entry.count += 1;
    this.counters.set(key, entry);
    return { count: entry.count, resetInMs: entry.expiresAt - now };
  }

  async peek(key: string): Promise<CounterState> {
    const now = Date.now();
    const entry = this.counters.get(key);
    return entry && entry.expiresAt > now
      ? { count: entry.count, resetInMs: entry.expiresAt - now }
      : { count: 0, resetInMs: 0 };
  }

  async reset(key: string): Promise<void> {
    this.counters.delete(key);
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
  }

  private sweep(): void {
    const now = Date.now();
    for (const [key, entry] of this.counters) {
      if (entry.expiresAt <= now) this.counters.delete(key);
    }
  }
}

export class RedisRateLimitStore extends RateLimitStore {
  constructor(private readonly redis: Redis) {
    super();
  }

  async increment(key: string, windowMs: number): Promise<CounterState> {
    const redisKey = `rate:${key}`;
    const [[, count], , [, ttl]] = (await this.redis
      .multi()
      .incr(redisKey)
      .pexpire(redisKey, windowMs, 'NX')
      .pttl(redisKey)
      .exec()) as [[null, number], [null, number], [null, number]];
    return { count, resetInMs: Math.max(ttl, 0) };
  }

  async peek(key: string): Promise<CounterState> {
    const redisKey = `rate:${key}`;
    const [[, count], [, ttl]] = (await this.redis.multi().get(redisKey).pttl(redisKey).exec()) as [
      [null, string | null],
      [null, number],
    ];
    return { count: Number(count ?? 0), resetInMs: Math.max(ttl, 0) };
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(`rate:${key}`);
  }

  async close(): Promise<void> {
    await this.redis.quit();
  }
}
