import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { ApiException } from '../../common/http/api-exception.js';
import { RateLimitService } from './rate-limit.service.js';
import { RateLimiters } from './rate-limiters.js';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const ATTEMPTS_PER_MINUTE = 3;
const ACCOUNT_LOCKED = 'Too many failed sign-in attempts for this account. Please try again later.';

async function reachableRedis(): Promise<Redis | null> {
  const redis = new Redis(REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  try {
    await redis.connect();
    await redis.ping();
    return redis;
  } catch {
    redis.disconnect();
    return null;
  }
}

/** The 429 a call was refused with: its message and Retry-After in seconds. */
async function refusal(call: Promise<unknown>): Promise<{ message: string; retryAfter: number }> {
  const error: unknown = await call.then(
    () => null,
    (rejection: unknown) => rejection,
  );
  expect(error).toBeInstanceOf(ApiException);
  const exception = error as ApiException;
  expect(exception.getStatus()).toBe(429);
  expect(exception.code).toBe('TOO_MANY_REQUESTS');
  return { message: exception.message, retryAfter: Number(exception.headers['Retry-After']) };
}

const stores: [string, () => Promise<Redis | null | undefined>][] = [
  ['in memory', () => Promise.resolve(null)],
  // undefined: no Redis here, so the Redis cases are skipped.
  ['in Redis', async () => (await reachableRedis()) ?? undefined],
];

describe.each(stores)(`${RateLimitService.name} %s`, (_name, connect) => {
  // Each run writes under its own prefix, so runs never see each other's counters.
  const keyPrefix = `rate-test-${randomUUID()}`;
  let redis: Redis | null | undefined;
  let limits: RateLimitService;

  beforeAll(async () => {
    redis = await connect();
    if (redis === undefined) return;
    limits = new RateLimitService(
      new RateLimiters({ ipAttemptsPerMinute: ATTEMPTS_PER_MINUTE, redis, keyPrefix }),
    );
  });
  afterAll(async () => {
    if (redis) {
      const keys = await redis.keys(`${keyPrefix}:*`);
      if (keys.length > 0) await redis.del(...keys);
    }
    await limits?.onApplicationShutdown();
  });

  const failedSignIn = (account: string) =>
    limits.signIn(
      'login',
      account,
      () => Promise.resolve(null),
      () => new Error('wrong password'),
    );
  const goodSignIn = (account: string) =>
    limits.signIn(
      'login',
      account,
      () => Promise.resolve('signed in'),
      () => new Error('wrong password'),
    );

  it('allows RATE_LIMIT_PER_IP attempts a minute per IP and scope, then answers 429', async (context) => {
    if (redis === undefined) return context.skip();
    for (let i = 0; i < ATTEMPTS_PER_MINUTE; i += 1) {
      await limits.consumeIpAttempt('login', '192.0.2.1');
    }
    const { message, retryAfter } = await refusal(limits.consumeIpAttempt('login', '192.0.2.1'));
    expect(message).toBe('Too many attempts. Please try again later.');
    expect(retryAfter).toBeGreaterThan(55);
    expect(retryAfter).toBeLessThanOrEqual(60);
    await limits.consumeIpAttempt('register', '192.0.2.1');
    await limits.consumeIpAttempt('login', '192.0.2.2');
  });

  it('locks an account after 5 failures, whatever the letter case, for 15 minutes', async (context) => {
    if (redis === undefined) return context.skip();
    for (let i = 0; i < 5; i += 1) {
      await expect(failedSignIn('Locked@Example.com')).rejects.toThrow('wrong password');
    }
    const { message, retryAfter } = await refusal(goodSignIn(' locked@example.com'));
    expect(message).toBe(ACCOUNT_LOCKED);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    await limits.assertAccountNotLocked('admin-login', 'locked@example.com');
  });

  it('only looks when checking the lock, and forgets the failures after a success', async (context) => {
    if (redis === undefined) return context.skip();
    for (let i = 0; i < 10; i += 1)
      await limits.assertAccountNotLocked('login', 'peek@example.com');
    for (let i = 0; i < 4; i += 1) await expect(failedSignIn('peek@example.com')).rejects.toThrow();
    await expect(goodSignIn('peek@example.com')).resolves.toBe('signed in');
    for (let i = 0; i < 4; i += 1) await expect(failedSignIn('peek@example.com')).rejects.toThrow();
    await limits.assertAccountNotLocked('login', 'peek@example.com');
  });

  it('counts failures recorded on their own towards the same lock', async (context) => {
    if (redis === undefined) return context.skip();
    for (let i = 0; i < 5; i += 1) await limits.recordAccountFailure('reset', 'mail@example.com');
    await refusal(limits.assertAccountNotLocked('reset', 'mail@example.com'));
    await limits.clearAccountFailures('reset', 'mail@example.com');
    await limits.assertAccountNotLocked('reset', 'mail@example.com');
  });
});
