import 'reflect-metadata';
import Fastify from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { createApp } from '../app.factory.js';
import { AppConfig } from '../config/app-config.js';
import { StaffAccountsService } from '../modules/staff-auth/staff-accounts.service.js';

const DURATION_MS = Number(process.env.BENCH_SECONDS ?? 5) * 1000;
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);
const SEEDED_USERS = Number(process.env.BENCH_USERS ?? 20_000);

interface Result {
  name: string;
  requestsPerSecond: number;
  failures: number;
}

/** Keeps CONCURRENCY requests in flight for DURATION_MS and counts the answers. */
async function load(
  name: string,
  url: string,
  headers: Record<string, string> = {},
): Promise<Result> {
  let done = 0;
  let failures = 0;
  const end = Date.now() + DURATION_MS;
  const worker = async () => {
    while (Date.now() < end) {
      const response = await fetch(url, { headers });
      await response.arrayBuffer();
      if (response.ok) done += 1;
      else failures += 1;
    }
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { name, requestsPerSecond: (done / (Date.now() - started)) * 1000, failures };
}

async function main(): Promise<void> {
  const bare = Fastify();
  bare.get('/health', () => Promise.resolve({ status: 'ok', database: 'up' }));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const bareUrl = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}`;

  const dataDir = mkdtempSync(join(tmpdir(), 'academy-bench-'));
  const config = new AppConfig({
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_IP: '100000',
  });
  const app = await createApp(config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const apiUrl = (await app.getUrl()).replace('[::1]', '127.0.0.1');
  const database = app.get(DataSource);
  await database.query(
    `INSERT INTO users (email, username, lastname, contact, password_hash, balance, created_at)
     SELECT 'bench' || n || '@example.com', 'Bench', 'User' || n, '+7 900 ' || lpad(n::text, 7, '0'), 'x',
            n % 1000, now() - make_interval(mins => n)
       FROM generate_series(1, $1) AS n`,
    [SEEDED_USERS],
  );
  await app.get(StaffAccountsService).upsert('bench.admin', 'bench-password-long', 'admin');
  const login = await fetch(`${apiUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'bench.admin', password: 'bench-password-long' }),
  });
  const { token } = (await login.json()) as { token: string };
  const staff = { authorization: `Bearer ${token}` };

  const baseline = await load('bare Fastify GET /health', `${bareUrl}/health`);
  const results = [
    await load('GET /api/health (database round trip)', `${apiUrl}/api/health`),
    await load(
      'GET /api/admin/users first page of 100',
      `${apiUrl}/api/admin/users?range=[0,99]`,
      staff,
    ),
    await load(
      'GET /api/admin/users?q= search',
      `${apiUrl}/api/admin/users?filter={"q":"bench123"}`,
      staff,
    ),
    await load('GET /api/admin/stats/summary', `${apiUrl}/api/admin/stats/summary`, staff),
  ];

  console.log(
    `\n${SEEDED_USERS} users, ${CONCURRENCY} concurrent requests, ${DURATION_MS / 1000}s each`,
  );
  console.log(`baseline: ${baseline.name}: ${baseline.requestsPerSecond.toFixed(0)} req/s`);
  for (const result of results) {
    const ratio = result.requestsPerSecond / baseline.requestsPerSecond;
    console.log(
      `${result.name}: ${result.requestsPerSecond.toFixed(0)} req/s = ${ratio.toFixed(3)} × baseline` +
        (result.failures ? ` (${result.failures} failed)` : ''),
    );
  }
  await app.close();
  await bare.close();
  rmSync(dataDir, { recursive: true, force: true });
}

void main();
