import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import {
  MemoryRateLimitStore,
  RedisRateLimitStore,
  type RateLimitStore,
} from './rate-limit.store.js';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisAvailable(): Promise<boolean> {
  const probe = new Redis(REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  try {
    await probe.connect();
    await probe.ping();
    return true;
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

const stores: [string, () => Promise<RateLimitStore | null>][] = [
  ['MemoryRateLimitStore', async () => new MemoryRateLimitStore()],
  [
    'RedisRateLimitStore',
    async () => ((await redisAvailable()) ? new RedisRateLimitStore(new Redis(REDIS_URL)) : null),
  ],
];

describe.each(stores)('%s', (_name, create) => {
  let store: RateLimitStore | null;
  beforeAll(async () => {
    store = await create();
  });
  afterAll(() => store?.close());

  it('counts hits within a window and reports when it ends', async (context) => {
    if (!store) return context.skip();
    const key = randomUUID();
    expect((await store.increment(key, 60_000)).count).toBe(1);
    const second = await store.increment(key, 60_000);
    expect(second.count).toBe(2);
    expect(second.resetInMs).toBeGreaterThan(55_000);
    expect(second.resetInMs).toBeLessThanOrEqual(60_000);
    expect((await store.peek(key)).count).toBe(2);
  });

  it('starts again from zero after the window', async (context) => {
    if (!store) return context.skip();
    const key = randomUUID();
    await store.increment(key, 50);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect((await store.peek(key)).count).toBe(0);
    expect((await store.increment(key, 50)).count).toBe(1);
  });

  it('forgets a key on reset', async (context) => {
    if (!store) return context.skip();
    const key = randomUUID();
    await store.increment(key, 60_000);
    await store.reset(key);
    expect((await store.peek(key)).count).toBe(0);
  });
});
