import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { DataSource } from 'typeorm';
import { OverdraftService } from '../src/modules/overdraft/overdraft.service.js';
import { call, json, registerStudent, startLoad, tally } from './support/load.js';
import { ApiProcess, OwnRedis } from './support/processes.js';
import { createTestApp, type TestApp } from './support/test-app.js';

// The machine's shared PostgreSQL; the suite creates a database of its own there and drops it.
const SHARED_POSTGRES = 'postgres://postgres@127.0.0.1:5432';
const ADMIN = { username: 'replica.admin', password: 'replica-admin-password' };

describe('two API replicas on one PostgreSQL and one Redis', () => {
  const database = `replicas_${randomBytes(6).toString('hex')}`;
  let server: DataSource;
  let redis: OwnRedis;
  const replicas: ApiProcess[] = [];
  const figures = { requests: 0, lost: 0 };

  const env = (dataDir: string) => ({
    DATABASE_URL: `${SHARED_POSTGRES}/${database}`,
    REDIS_URL: redis.url,
    DATA_DIR: dataDir,
    JWT_SECRET: 'replicas-student-secret-0123456789abcdef',
    ADMIN_JWT_SECRET: 'replicas-staff-secret-0123456789abcdefgh',
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    RATE_LIMIT_PER_IP: '100000',
  });

  beforeAll(async () => {
    server = await new DataSource({ type: 'postgres', url: `${SHARED_POSTGRES}/postgres` })
      .initialize()
      .catch((error: unknown) => {
        throw new Error(
          `The replica suite needs PostgreSQL at ${SHARED_POSTGRES}: ${String(error)}`,
        );
      });
    await server.query(`CREATE DATABASE "${database}"`);
    redis = await OwnRedis.create();
    // One after the other: the second waits for no migration lock and starts faster.
    replicas.push(await ApiProcess.start(env(`/tmp/${database}-a`)));
    replicas.push(await ApiProcess.start(env(`/tmp/${database}-b`)));
  }, 180_000);
  afterAll(async () => {
    console.info(`Rolling restart: ${figures.requests} requests, ${figures.lost} lost`);
    await Promise.all(replicas.map((replica) => replica.stop()));
    await redis?.stop();
    await server?.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    await server?.destroy();
    for (const name of ['a', 'b'])
      rmSync(`/tmp/${database}-${name}`, { recursive: true, force: true });
  }, 60_000);

  const [a, b] = [() => replicas[0], () => replicas[1]];

  it('shares the sign-in limits: failures on both lock the account on both', async () => {
    const student = await registerStudent(a().url);
    const login = (replica: ApiProcess, password: string) =>
      call(`${replica.url}/api/login`, json({ email: student.email, password }));
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const replica = attempt % 2 === 0 ? a() : b();
      expect((await login(replica, `wrong-password-${attempt}`)).status).toBe(401);
    }
    expect(await login(a(), student.password)).toMatchObject({ status: 429 });
    expect(await login(b(), student.password)).toMatchObject({ status: 429 });
  });

  it('refuses on both replicas a student deleted on one', async () => {
    const student = await registerStudent(a().url);
    const me = await fetch(`${b().url}/api/user`, { headers: { token: student.token } });
    const { id } = ((await me.json()) as { data: { id: number } }).data;
    const staff = (await (await fetch(`${b().url}/api/admin/login`, json(ADMIN))).json()) as {
      token: string;
    };
    const deleted = await call(`${a().url}/api/admin/users/${id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${staff.token}` },
    });
    expect(deleted.status).toBe(200);
    for (const replica of replicas) {
      expect(
        await call(`${replica.url}/api/user`, { headers: { token: student.token } }),
      ).toMatchObject({ status: 401 });
    }
  });

  it('refuses on both replicas a session signed out on one', async () => {
    const student = await registerStudent(a().url);
    const other = await fetch(
      `${b().url}/api/login`,
      json({ email: student.email, password: student.password }),
    );
    expect(other.status).toBe(200);
    const otherToken = ((await other.json()) as { token: string }).token;
    for (const replica of replicas) {
      expect(
        await call(`${replica.url}/api/user`, { headers: { token: student.token } }),
      ).toMatchObject({ status: 200 });
    }

    const signedOut = await call(`${a().url}/api/logout`, {
      method: 'POST',
      headers: { token: student.token },
    });
    expect(signedOut.status).toBeLessThan(300);
    for (const replica of replicas) {
      expect(
        await call(`${replica.url}/api/user`, { headers: { token: student.token } }),
      ).toMatchObject({ status: 401 });
      expect(
        await call(`${replica.url}/api/user`, { headers: { token: otherToken } }),
      ).toMatchObject({ status: 200 });
    }

    const everywhere = await call(`${b().url}/api/logout-all`, {
      method: 'POST',
      headers: { token: otherToken },
    });
    expect(everywhere.status).toBeLessThan(300);
    for (const replica of replicas) {
      expect(
        await call(`${replica.url}/api/user`, { headers: { token: otherToken } }),
      ).toMatchObject({ status: 401 });
    }
  });

  it('refuses on both replicas a staff session signed out on one', async () => {
    const signIn = async (replica: ApiProcess) =>
      `Bearer ${((await (await fetch(`${replica.url}/api/admin/login`, json(ADMIN))).json()) as { token: string }).token}`;
    const [first, other] = [await signIn(a()), await signIn(b())];
    const statusOf = async (replica: ApiProcess, bearer: string) =>
      (await call(`${replica.url}/api/admin/2fa`, { headers: { authorization: bearer } })).status;
    for (const replica of replicas) expect(await statusOf(replica, first)).toBe(200);

    const signedOut = await call(`${a().url}/api/admin/logout`, {
      method: 'POST',
      headers: { authorization: first },
    });
    expect(signedOut.status).toBe(204);
    for (const replica of replicas) {
      expect(await statusOf(replica, first)).toBe(401);
      expect(await statusOf(replica, other)).toBe(200);
    }

    const everywhere = await call(`${b().url}/api/admin/logout-all`, {
      method: 'POST',
      headers: { authorization: other },
    });
    expect(everywhere.status).toBe(204);
    for (const replica of replicas) expect(await statusOf(replica, other)).toBe(401);
  });

  it('serves on both replicas, at once, a catalogue change made on one', async () => {
    const staff = (await (await fetch(`${a().url}/api/admin/login`, json(ADMIN))).json()) as {
      token: string;
    };
    const authorization = `Bearer ${staff.token}`;
    const goldPrice = async (replica: ApiProcess) => {
      const config = (await (await fetch(`${replica.url}/api/config`)).json()) as {
        tiers: { id: string; price: number }[];
      };
      return config.tiers.find((tier) => tier.id === 'gold')?.price;
    };
    const bookIds = async (replica: ApiProcess) =>
      (
        (await (await fetch(`${replica.url}/api/books`)).json()) as { data: { id: number }[] }
      ).data.map((book) => book.id);
    // Both replicas hold the catalogue in memory before the change.
    expect(await goldPrice(b())).toBe(250);
    expect(await bookIds(b())).toContain(2);

    const put = async (path: string, changes: object) => {
      const record = (await (
        await fetch(`${a().url}${path}`, { headers: { authorization } })
      ).json()) as object;
      const changed = await call(`${a().url}${path}`, {
        method: 'PUT',
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify({ ...record, ...changes }),
      });
      expect(changed.status).toBe(200);
    };
    await put('/api/admin/tiers/gold', { price: 275 });
    expect(await goldPrice(b())).toBe(275);
    await put('/api/admin/books/2', { published: false });
    expect(await bookIds(b())).not.toContain(2);
    await put('/api/admin/books/2', { published: true });
    await put('/api/admin/tiers/gold', { price: 250 });
    expect(await goldPrice(b())).toBe(250);
  });

  it('keeps every request answered through a rolling restart', async () => {
    const student = await registerStudent(a().url);
    // The load balancer: it sends only to replicas in rotation, and drains one it takes out (its
    // requests already sent are answered) before that replica is stopped.
    const inRotation = new Set([0, 1]);
    const inFlight = [0, 0];
    let next = 0;
    const load = startLoad(async () => {
      const choices = [...inRotation];
      const index = choices[(next += 1) % choices.length];
      inFlight[index] += 1;
      try {
        return await call(`${replicas[index].url}/api/user`, {
          headers: { token: student.token },
        });
      } finally {
        inFlight[index] -= 1;
      }
    }, 6);
    for (const index of [0, 1]) {
      await sleep(500);
      inRotation.delete(index);
      while (inFlight[index] > 0) await sleep(5);
      const old = replicas[index];
      await old.stop();
      replicas[index] = await ApiProcess.start(
        env(`/tmp/${database}-${index === 0 ? 'a' : 'b'}`),
        old.port,
      );
      inRotation.add(index);
    }
    await sleep(500);
    const outcomes = await load.stop();
    figures.requests = outcomes.length;
    figures.lost = outcomes.filter((o) => o.status !== 200).length;
    expect(figures.lost, JSON.stringify(tally(outcomes))).toBe(0);
    expect(outcomes.length).toBeGreaterThan(50);
  }, 180_000);
});

describe('the trial expiry job on two instances at once', () => {
  const schema = `replicas_${randomBytes(6).toString('hex')}`;
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    // Passport keeps one strategy per name in the process: the instances share their secrets,
    // as replicas must.
    const env = {
      DATABASE_URL: `${SHARED_POSTGRES}/test`,
      DATABASE_SCHEMA: schema,
      JWT_SECRET: 'replicas-student-secret-0123456789abcdef',
      ADMIN_JWT_SECRET: 'replicas-staff-secret-0123456789abcdefgh',
    };
    first = await createTestApp({ env });
    second = await createTestApp({ env });
  }, 120_000);
  afterAll(async () => {
    await first?.close();
    // The schema is this test's own choice, so neither instance drops it on closing.
    await second?.app.get(DataSource).query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await second?.app.close();
  });

  it('takes each expired deposit back exactly once', async () => {
    const students = [];
    for (let n = 0; n < 30; n += 1) students.push(await first.student());
    for (const student of students) {
      await first.http
        .post(`/api/user/overdraft/${student.id}`)
        .set('token', student.token)
        .expect((response) => expect(response.status).toBeLessThan(300));
    }
    await first.app
      .get(DataSource)
      .query(`UPDATE users SET overdraft_expires_at = now() - interval '1 day'`);

    const settled = await Promise.all(
      [first, second, first, second].map((instance) =>
        instance.app.get(OverdraftService).reclaimExpired(),
      ),
    );
    expect(settled.reduce((sum, n) => sum + n, 0)).toBe(students.length);
    for (const student of students) {
      const reclaims = (await first.ledger(student.id)).filter(
        (entry) => entry.reason === 'overdraft_reclaim',
      );
      expect(reclaims).toHaveLength(1);
    }
  }, 120_000);
});
