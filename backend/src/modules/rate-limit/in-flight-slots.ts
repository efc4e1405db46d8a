import type { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';

/** Gives back a slot taken by `InFlightSlots.take`. */
export type ReleaseSlot = () => Promise<void>;

/**
 * At most `limit` holders per key at any moment, shared by every process through Redis or kept in
 * this process's memory. A holder whose process died is dropped once its slot's expiry passes.
 */
export interface InFlightSlots {
  /** A slot on the key, or null when all of them are held. */
  take(key: string): Promise<ReleaseSlot | null>;
}

export class MemoryInFlightSlots implements InFlightSlots {
  private readonly held = new Map<string, number>();

  constructor(private readonly limit: number) {}

  take(key: string): Promise<ReleaseSlot | null> {
    const holders = this.held.get(key) ?? 0;
    if (holders >= this.limit) return Promise.resolve(null);
    this.held.set(key, holders + 1);
    let released = false;
    return Promise.resolve(() => {
      if (released) return Promise.resolve();
      released = true;
      const left = (this.held.get(key) ?? 1) - 1;
      if (left > 0) this.held.set(key, left);
      else this.held.delete(key);
      return Promise.resolve();
    });
  }
}

/**
 * Each holder is a member of a sorted set scored by its own expiry (Redis's clock), so a slot
 * left by a dead process frees itself without touching the live holders' slots.
 */
const TAKE_SLOT = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[1]) then return 0 end
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[2]), ARGV[3])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 1`;

export class RedisInFlightSlots implements InFlightSlots {
  constructor(
    private readonly redis: Redis,
    private readonly keyPrefix: string,
    private readonly limit: number,
    /** Longer than any holder keeps its slot: only a holder that died reaches it. */
    private readonly expiryMs: number,
  ) {}

  async take(key: string): Promise<ReleaseSlot | null> {
    // Refused at once while Redis is unreachable, as the limiters are, instead of queued.
    if (this.redis.status !== 'ready') throw new Error(`Redis is ${this.redis.status}`);
    const slotsKey = `${this.keyPrefix}:${key}`;
    const holder = randomUUID();
    const taken = await this.redis.eval(TAKE_SLOT, 1, slotsKey, this.limit, this.expiryMs, holder);
    if (taken !== 1) return null;
    return async () => {
      await this.redis.zrem(slotsKey, holder);
    };
  }
}
