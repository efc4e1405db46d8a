import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { ApiError, ApiKeyCreated } from '@academy/contracts';
import { aRegistration, STRONG_PASSWORD } from '@academy/contracts/testing';
import type { Response } from 'supertest';
import { PausableProxy } from './support/pausable-proxy.js';
import { createTestApp, type TestApp } from './support/test-app.js';

// The machine's Redis, reached through a proxy the tests freeze.
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Longer than any answer the fix allows: without it the request is cut here and the test fails. */
const GIVE_UP_MS = 8_000;

/** Sends a request, and answers it with how long it took; a request that hangs fails the test. */
async function timed(
  request: PromiseLike<Response> & { timeout(ms: number): PromiseLike<Response> },
): Promise<{ response: Response; ms: number }> {
  const started = performance.now();
  const response = await request.timeout(GIVE_UP_MS);
  return { response, ms: performance.now() - started };
}

function expectUnavailable({ response }: { response: Response }): void {
  expect(response.status).toBe(503);
  expect((response.body as ApiError).code).toBe('SERVICE_UNAVAILABLE');
}

describe('sign-in, registration and API keys while Redis is frozen', () => {
  const RATE_LIMIT_PER_IP = 3;
  let proxy: PausableProxy;
  let t: TestApp<'admin'>;
  let apiKey: string;

  beforeAll(async () => {
    proxy = await PausableProxy.start(Number(new URL(REDIS_URL).port || 6379));
    t = await createTestApp({
      staff: ['admin'],
      env: {
        REDIS_URL: proxy.through(REDIS_URL),
        RATE_LIMIT_PER_IP: String(RATE_LIMIT_PER_IP),
        TRUST_PROXY: '1',
      },
    });
    apiKey = (
      (
        await t.http
          .post('/api/admin/api-keys')
          .set('Authorization', t.tokens.admin)
          .send({ name: `key ${randomUUID()}`, scopes: ['users:read'] })
          .expect(201)
      ).body as ApiKeyCreated
    ).key;
  });
  afterEach(() => proxy.resume());
  afterAll(async () => {
    await t.close();
    await proxy.close();
  });

  /** Each test signs in from an address of its own, so their per-address counts never meet. */
  const from = () => `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
  /** A new student's e-mail, registered from an address of its own. */
  const register = async () => {
    const registration = aRegistration();
    await t.http
      .post('/api/register')
      .set('X-Forwarded-For', from())
      .send(registration)
      .expect(201);
    return registration.email;
  };
  const login = (email: string, address: string) =>
    t.http
      .post('/api/login')
      .set('X-Forwarded-For', address)
      .send({ email, password: STRONG_PASSWORD });

  it('answers 503 within two seconds, and serves again once Redis answers', async () => {
    const address = from();
    const email = await register();
    proxy.freeze();

    const answers = [
      await timed(login(email, address)),
      await timed(
        t.http.post('/api/register').set('X-Forwarded-For', from()).send(aRegistration()),
      ),
      await timed(t.http.get('/api/admin/users').set('Authorization', `Bearer ${apiKey}`)),
    ];
    for (const answer of answers) {
      expectUnavailable(answer);
      expect(answer.ms).toBeLessThan(2_000);
    }

    proxy.resume();
    expect((await timed(login(email, address))).response.status).toBe(200);
    expect(
      (await timed(t.http.get('/api/admin/users').set('Authorization', `Bearer ${apiKey}`)))
        .response.status,
    ).toBe(200);
  }, 30_000);

  it('counts none of the attempts it refused with 503 once Redis catches up', async () => {
    const address = from();
    const email = await register();
    proxy.freeze();
    // More than the address may make in a minute: counted late, they would lock it out.
    for (let attempt = 0; attempt <= RATE_LIMIT_PER_IP; attempt += 1) {
      expectUnavailable(await timed(login(email, address)));
    }
    proxy.resume();
    // The held commands reach Redis in order before any sent after them.
    await sleep(200);
    expect((await timed(login(email, address))).response.status).toBe(200);
  }, 30_000);
});

describe.skipIf(!process.env.DATABASE_URL)('staff lists while PostgreSQL is frozen', () => {
  const CONNECT_MS = 1_000;
  const STATEMENT_MS = 1_000;
  /** The documented bound: a connection within CONNECT_MS, then a statement cut a second after STATEMENT_MS. */
  const LIMIT_MS = CONNECT_MS + STATEMENT_MS + 1_000;
  const databaseUrl = process.env.DATABASE_URL ?? '';
  let proxy: PausableProxy;
  let t: TestApp<'admin'>;

  beforeAll(async () => {
    proxy = await PausableProxy.start(Number(new URL(databaseUrl).port || 5432));
    t = await createTestApp({
      staff: ['admin'],
      env: {
        DATABASE_URL: proxy.through(databaseUrl),
        DATABASE_CONNECT_TIMEOUT_MS: String(CONNECT_MS),
        DATABASE_STATEMENT_TIMEOUT_MS: String(STATEMENT_MS),
      },
    });
  });
  afterEach(() => proxy.resume());
  afterAll(async () => {
    await t.close();
    await proxy.close();
  });

  const list = () => t.http.get('/api/admin/users').set('Authorization', t.tokens.admin);

  it('answers every one of 20 concurrent calls with 503 within the limits, and 200 once it is back', async () => {
    await list().expect(200);
    proxy.freeze();

    const answers = await Promise.all(Array.from({ length: 20 }, () => timed(list())));
    for (const answer of answers) expectUnavailable(answer);
    // Slack for a busy machine: the bound itself is what keeps them far from GIVE_UP_MS.
    expect(Math.max(...answers.map((answer) => answer.ms))).toBeLessThan(LIMIT_MS + 1_000);

    proxy.resume();
    const deadline = Date.now() + 10_000;
    let status = 0;
    while (status !== 200 && Date.now() < deadline) {
      status = (await timed(list())).response.status;
      if (status !== 200) await sleep(100);
    }
    expect(status).toBe(200);
  }, 60_000);

  it('keeps no connection whose query went unanswered: after a failover every call answers 200', async () => {
    await list().expect(200);
    proxy.freeze();
    const answers = await Promise.all(Array.from({ length: 20 }, () => timed(list())));
    for (const answer of answers) expectUnavailable(answer);

    // The connections of before never answer again; new ones reach the database.
    proxy.abandonOpenConnections();
    const after = await Promise.all(Array.from({ length: 20 }, () => timed(list())));
    expect(after.map((answer) => answer.response.status)).toEqual(Array(20).fill(200));
  }, 60_000);
});
