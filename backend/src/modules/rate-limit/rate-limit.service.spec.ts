import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { ApiException } from '../../common/http/api-exception.js';
import { RedisInFlightSlots } from './in-flight-slots.js';
import {
  ACCOUNT_LOCKED_MESSAGE,
  CHECKS_BUSY_MESSAGE,
  RateLimitService,
} from './rate-limit.service.js';
import { ACCOUNT_FAILURE_CEILING, CLIENT_FAILURE_LIMIT, RateLimiters } from './rate-limiters.js';

// The machine's Redis: these tests fail, not skip, without it, so that the shared store is proven.
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const ATTEMPTS_PER_MINUTE = 3;
const SLOW_DOWN_MS = 300;

/** The error a call was refused with. */
async function rejection(call: Promise<unknown>): Promise<ApiException> {
  const error: unknown = await call.then(
    () => null,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(ApiException);
  return error as ApiException;
}

/** The 429 a call was refused with: its message and Retry-After in seconds. */
async function refusal(call: Promise<unknown>): Promise<{ message: string; retryAfter: number }> {
  const exception = await rejection(call);
  expect(exception.getStatus()).toBe(429);
  expect(exception.code).toBe('TOO_MANY_REQUESTS');
  return { message: exception.message, retryAfter: Number(exception.headers['Retry-After']) };
}

const stores: [string, () => Redis | null][] = [
  ['in memory', () => null],
  ['in Redis', () => new Redis(REDIS_URL, { maxRetriesPerRequest: 1 })],
];

describe.each(stores)(`${RateLimitService.name} %s`, (_name, connect) => {
  // Each run writes under its own prefix, so runs never see each other's counters.
  const keyPrefix = `rate-test-${randomUUID()}`;
  let redis: Redis | null;
  let limits: RateLimitService;
  /**
   * Counters without the slow-down, for the tests that fail an account a hundred times; shared
   * with `limits` only in Redis.
   */
  let unhurried: RateLimitService;

  beforeAll(async () => {
    redis = connect();
    if (redis) expect(await redis.ping()).toBe('PONG');
    const over = (slowDownMs: number) =>
      new RateLimitService(
        new RateLimiters({
          ipAttemptsPerMinute: ATTEMPTS_PER_MINUTE,
          redis,
          keyPrefix,
          slowDownMs,
        }),
      );
    limits = over(SLOW_DOWN_MS);
    unhurried = over(0);
  });
  afterAll(async () => {
    if (redis) {
      const keys = await redis.keys(`${keyPrefix}:*`);
      if (keys.length > 0) await redis.del(...keys);
    }
    await limits.onApplicationShutdown();
  });

  let judged = 0;
  const signIn = (account: string, client: string, right: boolean) =>
    limits.signIn(
      'login',
      account,
      client,
      () => {
        judged += 1;
        return Promise.resolve(right ? 'signed in' : null);
      },
      () => new Error('wrong password'),
    );

  it('allows RATE_LIMIT_PER_IP attempts a minute per IP and scope, then answers 429', async () => {
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

  it("refuses a client after its 5 failures on an account, whatever the letter case, for 15 minutes, but not the owner's other address", async () => {
    for (let i = 0; i < CLIENT_FAILURE_LIMIT; i += 1) {
      await expect(signIn('Victim@Example.com', '198.51.100.1', false)).rejects.toThrow(
        'wrong password',
      );
    }
    const { message, retryAfter } = await refusal(
      signIn(' victim@example.com', '198.51.100.1', true),
    );
    expect(message).toBe(ACCOUNT_LOCKED_MESSAGE);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    await expect(signIn('victim@example.com', '203.0.113.9', true)).resolves.toBe('signed in');
    await expect(signIn('other@example.com', '198.51.100.1', true)).resolves.toBe('signed in');
  });

  it('judges at most 5 of 200 parallel wrong passwords: each attempt is counted before the check', async () => {
    judged = 0;
    const outcomes = await Promise.allSettled(
      Array.from({ length: 200 }, () => signIn('parallel@example.com', '198.51.100.2', false)),
    );
    expect(judged).toBeGreaterThan(0);
    expect(judged).toBeLessThanOrEqual(CLIENT_FAILURE_LIMIT);
    const refused = outcomes.filter(
      (outcome) =>
        outcome.status === 'rejected' &&
        outcome.reason instanceof ApiException &&
        outcome.reason.getStatus() === 429,
    );
    expect(refused).toHaveLength(200 - judged);
  });

  /** A wrong password whose check takes `ms`, counting the checks running at once. */
  let running = 0;
  let mostAtOnce = 0;
  const slowGuess = (account: string, client: string, ms: number) =>
    unhurried.signIn(
      'login',
      account,
      client,
      async () => {
        running += 1;
        mostAtOnce = Math.max(mostAtOnce, running);
        await sleep(ms);
        running -= 1;
        return null;
      },
      () => new Error('wrong password'),
    );

  it('runs at most 2 password checks at once on an account, whatever the addresses, and refuses the rest at once', async () => {
    mostAtOnce = 0;
    const started = Date.now();
    const outcomes = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) =>
        slowGuess('crowd@example.com', `10.2.${i >> 8}.${i & 255}`, 200),
      ),
    );
    expect(mostAtOnce).toBe(2);
    const reasons = outcomes.map((outcome) =>
      outcome.status === 'rejected' ? (outcome.reason as Error) : null,
    );
    expect(reasons.filter((reason) => reason?.message === 'wrong password')).toHaveLength(2);
    const busy = reasons.filter(
      (reason): reason is ApiException =>
        reason instanceof ApiException && reason.getStatus() === 429,
    );
    expect(busy).toHaveLength(198);
    expect(busy[0].message).toBe(CHECKS_BUSY_MESSAGE);
    expect(busy[0].headers['Retry-After']).toBe('1');
    // Refused without waiting for the running checks: the whole crowd took about one check.
    expect(Date.now() - started).toBeLessThan(1_000);
    // The slots are given back, and the refused clients were not charged a failure.
    await expect(slowGuess('crowd@example.com', '10.2.0.7', 0)).rejects.toThrow('wrong password');
  });

  it('locks an account past 100 failures a day from 200 addresses, tells its owner once, and refuses even the right password until unlocked', async () => {
    judged = 0;
    let told = 0;
    const lock = {
      message: 'Locked: follow the mailed link',
      notifyOwner: () => {
        told += 1;
        return Promise.resolve();
      },
    };
    const guess = (client: string, right: boolean) =>
      unhurried.signIn(
        'login',
        'Target@example.com',
        client,
        () => {
          judged += 1;
          return Promise.resolve(right ? 'signed in' : null);
        },
        () => new Error('wrong password'),
        lock,
      );
    const answers: string[] = [];
    for (let i = 0; i < 200; i += 1) {
      answers.push(
        await guess(`10.3.0.${i}`, false).then(
          () => 'signed in',
          (error: Error) => error.message,
        ),
      );
    }
    expect(judged).toBe(100);
    expect(answers.slice(0, 100).every((answer) => answer === 'wrong password')).toBe(true);
    expect(answers.slice(100).every((answer) => answer === lock.message)).toBe(true);
    const locked = await rejection(guess('203.0.113.50', true));
    expect(locked.getStatus()).toBe(429);
    expect(locked.code).toBe('SIGN_IN_LOCKED');
    expect(locked.message).toBe(lock.message);
    expect(Number(locked.headers['Retry-After'])).toBeGreaterThan(24 * 3600);
    expect(judged).toBe(100);
    expect(told).toBe(1);

    await unhurried.unlockSignIn('login', 'target@example.com');
    await expect(guess('203.0.113.50', true)).resolves.toBe('signed in');
  });

  it('counts an IPv6 client rotating through its /64 as one client, and a neighbouring /64 apart', async () => {
    for (let i = 1; i <= CLIENT_FAILURE_LIMIT; i += 1) {
      await expect(signIn('rotate@example.com', `2001:db8:7:1::${i}`, false)).rejects.toThrow(
        'wrong password',
      );
    }
    const { message } = await refusal(signIn('rotate@example.com', '2001:db8:7:1:ffff::9', true));
    expect(message).toBe(ACCOUNT_LOCKED_MESSAGE);
    await expect(signIn('rotate@example.com', '2001:db8:7:2::1', true)).resolves.toBe('signed in');

    for (let i = 1; i <= ATTEMPTS_PER_MINUTE; i += 1) {
      await limits.consumeIpAttempt('rotate', `2001:db8:7:3::${i}`);
    }
    await refusal(limits.consumeIpAttempt('rotate', '2001:db8:7:3:abcd::1'));
    await limits.consumeIpAttempt('rotate', '2001:db8:7:4::1');
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 address', async () => {
    for (let i = 0; i < ATTEMPTS_PER_MINUTE; i += 1) {
      await limits.consumeIpAttempt('mapped', i % 2 === 0 ? '192.0.2.60' : '::ffff:192.0.2.60');
    }
    await refusal(limits.consumeIpAttempt('mapped', '::ffff:c000:23c'));
  });

  it('gives a client its attempts back after a success', async () => {
    for (let i = 0; i < 4; i += 1)
      await expect(signIn('back@example.com', '192.0.2.7', false)).rejects.toThrow();
    await expect(signIn('back@example.com', '192.0.2.7', true)).resolves.toBe('signed in');
    for (let i = 0; i < 4; i += 1)
      await expect(signIn('back@example.com', '192.0.2.7', false)).rejects.toThrow();
    await expect(signIn('back@example.com', '192.0.2.7', true)).resolves.toBe('signed in');
  });

  it('slows, and does not refuse, the owner once failures from everywhere pass the ceiling', async () => {
    const quick = Date.now();
    await expect(signIn('popular@example.com', '192.0.2.200', true)).resolves.toBe('signed in');
    expect(Date.now() - quick).toBeLessThan(SLOW_DOWN_MS);
    const clients = Math.ceil(ACCOUNT_FAILURE_CEILING / CLIENT_FAILURE_LIMIT) + 1;
    for (let c = 0; c < clients; c += 1) {
      for (let i = 0; i < CLIENT_FAILURE_LIMIT; i += 1) {
        await signIn('popular@example.com', `10.0.0.${c}`, false).catch(() => undefined);
      }
    }
    const slowed = Date.now();
    await expect(signIn('popular@example.com', '192.0.2.201', true)).resolves.toBe('signed in');
    expect(Date.now() - slowed).toBeGreaterThanOrEqual(SLOW_DOWN_MS - 5);
  });

  it("lifts every client's refusal and the slow-down when the account is unlocked", async () => {
    for (const client of ['10.1.0.1', '10.1.0.2']) {
      for (let i = 0; i < CLIENT_FAILURE_LIMIT; i += 1) {
        await signIn('unlock@example.com', client, false).catch(() => undefined);
      }
      await refusal(signIn('unlock@example.com', client, true));
    }
    await limits.unlockSignIn('login', 'Unlock@example.com');
    await expect(signIn('unlock@example.com', '10.1.0.1', true)).resolves.toBe('signed in');
    await expect(signIn('unlock@example.com', '10.1.0.2', true)).resolves.toBe('signed in');
  });

  it('does not count an attempt that could not be judged', async () => {
    for (let i = 0; i < 10; i += 1) {
      await expect(
        limits.signIn(
          'login',
          'outage@example.com',
          '192.0.2.9',
          () => Promise.reject(new Error('database down')),
          () => new Error('wrong password'),
        ),
      ).rejects.toThrow('database down');
    }
    await expect(signIn('outage@example.com', '192.0.2.9', true)).resolves.toBe('signed in');
  });

  it('counts events on an account: the 6th in 15 minutes is refused with its message', async () => {
    for (let i = 0; i < 5; i += 1)
      await limits.consumeAccountEvent('reset', 'mail@example.com', 'Too many mails');
    const { message } = await refusal(
      limits.consumeAccountEvent('reset', 'MAIL@example.com', 'Too many mails'),
    );
    expect(message).toBe('Too many mails');
  });
});

describe(`${RedisInFlightSlots.name}`, () => {
  it('frees the slot of a holder that never gave it back (its process died) once it expires', async () => {
    const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
    const keyPrefix = `slots-test-${randomUUID()}`;
    const slots = new RedisInFlightSlots(redis, keyPrefix, 2, 300);
    expect(await redis.ping()).toBe('PONG');
    try {
      const first = await slots.take('account');
      expect(await slots.take('account')).not.toBeNull();
      expect(await slots.take('account')).toBeNull();
      await first!();
      const third = await slots.take('account');
      expect(third).not.toBeNull();
      expect(await slots.take('account')).toBeNull();
      // Neither remaining holder gives its slot back.
      await sleep(400);
      expect(await slots.take('account')).not.toBeNull();
      expect(await slots.take('account')).not.toBeNull();
      expect(await slots.take('account')).toBeNull();
    } finally {
      await redis.del(`${keyPrefix}:account`);
      await redis.quit();
    }
  });
});

describe(`${RateLimitService.name} with its Redis gone`, () => {
  it('fails closed: sign-in answers 503 and no password is checked', async () => {
    const redis = new Redis('redis://127.0.0.1:1', {
      maxRetriesPerRequest: 0,
      enableOfflineQueue: false,
      lazyConnect: true,
      retryStrategy: () => null,
    });
    const limits = new RateLimitService(
      new RateLimiters({ ipAttemptsPerMinute: 3, redis, keyPrefix: 'gone', slowDownMs: 0 }),
    );
    let judged = false;
    const exception = await rejection(
      limits.signIn(
        'login',
        'someone@example.com',
        '192.0.2.1',
        () => {
          judged = true;
          return Promise.resolve('signed in');
        },
        () => new Error('wrong password'),
      ),
    );
    expect(exception.getStatus()).toBe(503);
    expect(judged).toBe(false);
    expect((await rejection(limits.consumeIpAttempt('login', '192.0.2.1'))).getStatus()).toBe(503);
    redis.disconnect();
  });
});
