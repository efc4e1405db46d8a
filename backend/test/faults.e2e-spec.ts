import { setTimeout as sleep } from 'node:timers/promises';
import { DataSource } from 'typeorm';
import { call, json, registerStudent, startLoad, tally, type Outcome } from './support/load.js';
import { ApiProcess, OwnPostgres, OwnRedis } from './support/processes.js';

const REQUEST_TIMEOUT_MS = 10_000;
const GRACE_SECONDS = 8;

/** Everything but a success or a clean 503 in the error shape: what an outage must never give. */
const beyond503 = (outcomes: readonly Outcome[]) =>
  outcomes.filter(
    (o) => !(o.status === 200 || (o.status === 503 && o.code === 'SERVICE_UNAVAILABLE')),
  );

describe('the API under faults: its own PostgreSQL and Redis, stopped and started', () => {
  let postgres: OwnPostgres;
  let redis: OwnRedis;
  let api: ApiProcess;
  const figures = { faults: 0, requests: 0, failedBeyond503: 0 };

  const env = () => ({
    DATABASE_URL: postgres.url(),
    REDIS_URL: redis.url,
    DATA_DIR: postgres.dir,
    DATABASE_CONNECT_TIMEOUT_MS: '2000',
    RATE_LIMIT_PER_IP: '100000',
    SHUTDOWN_GRACE_SECONDS: String(GRACE_SECONDS),
  });
  const record = (outcomes: readonly Outcome[]) => {
    figures.requests += outcomes.length;
    figures.failedBeyond503 += beyond503(outcomes).length;
  };

  beforeAll(async () => {
    postgres = await OwnPostgres.create();
    redis = await OwnRedis.create();
    api = await ApiProcess.start(env());
  }, 120_000);
  afterAll(async () => {
    console.info(
      `Faults injected: ${figures.faults}; requests during them: ${figures.requests}; ` +
        `failed beyond a 503: ${figures.failedBeyond503}`,
    );
    await api?.stop();
    await redis?.stop();
    postgres?.destroy();
  }, 60_000);

  it('answers clean 503s while the database is down and recovers without a restart', async () => {
    const student = await registerStudent(api.url);
    const me = () =>
      call(`${api.url}/api/user`, { headers: { token: student.token } }, REQUEST_TIMEOUT_MS);
    const load = startLoad(
      (worker) => (worker % 3 === 0 ? call(`${api.url}/api/health`) : me()),
      6,
    );
    await sleep(500);
    postgres.stop();
    figures.faults += 1;
    await sleep(3000);
    const during = load.outcomes.length;
    await postgres.start();
    const deadline = Date.now() + 20_000;
    while ((await me()).status !== 200 && Date.now() < deadline) await sleep(200);
    await sleep(500);
    const outcomes = await load.stop();
    record(outcomes);

    expect(beyond503(outcomes), JSON.stringify(tally(outcomes))).toEqual([]);
    expect(outcomes.filter((o) => o.status === 503).length).toBeGreaterThan(0);
    expect(outcomes.slice(during).some((o) => o.status === 200)).toBe(true);
    expect(Math.max(...outcomes.map((o) => o.ms))).toBeLessThan(REQUEST_TIMEOUT_MS);
    expect((await me()).status).toBe(200);
    expect(api.running).toBe(true);
  }, 60_000);

  it('refuses sign-ins with 503 while Redis is down (fail closed) and signs in again when it returns', async () => {
    const student = await registerStudent(api.url);
    const login = (password: string) =>
      call(`${api.url}/api/login`, json({ email: student.email, password }), REQUEST_TIMEOUT_MS);
    expect((await login(student.password)).status).toBe(200);

    await redis.stop();
    figures.faults += 1;
    const refused = [await login(student.password), await login('wrong-password-1')];
    record(refused);
    for (const outcome of refused) {
      expect(outcome).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE' });
      expect(outcome.ms).toBeLessThan(REQUEST_TIMEOUT_MS);
    }
    // Reading one's own account needs no sign-in limit and keeps working.
    expect((await call(`${api.url}/api/user`, { headers: { token: student.token } })).status).toBe(
      200,
    );

    await redis.start();
    const deadline = Date.now() + 20_000;
    let after = await login(student.password);
    while (after.status !== 200 && Date.now() < deadline) {
      await sleep(250);
      after = await login(student.password);
    }
    expect(after.status).toBe(200);
  }, 60_000);

  it('on SIGTERM finishes the requests in flight, refuses new ones and exits within its grace period', async () => {
    const student = await registerStudent(api.url);
    // Requests wait on this lock: slow requests, in flight when the signal comes.
    const connection = await new DataSource({ type: 'postgres', url: postgres.url() }).initialize();
    const holder = connection.createQueryRunner();
    await holder.startTransaction();
    await holder.query('LOCK TABLE users IN ACCESS EXCLUSIVE MODE');
    const inFlight = Array.from({ length: 5 }, () =>
      call(`${api.url}/api/user`, { headers: { token: student.token } }, 20_000),
    );
    await sleep(500);
    const signalled = performance.now();
    api.signal('SIGTERM');
    figures.faults += 1;
    await sleep(500);
    const late = await call(`${api.url}/api/health`, {}, 5_000);
    await sleep(1000);
    await holder.rollbackTransaction();
    await holder.release();
    await connection.destroy();

    const finished = await Promise.all(inFlight);
    record(finished);
    expect(finished.map((o) => o.status)).toEqual([200, 200, 200, 200, 200]);
    expect(late.status === 'network' || late.status === 503).toBe(true);
    // Nest ends the process with the signal once closed; the grace timer would exit with 1.
    expect([0, 'SIGTERM']).toContain(await api.exited);
    expect(performance.now() - signalled).toBeLessThan(GRACE_SECONDS * 1000);
  }, 60_000);
});
