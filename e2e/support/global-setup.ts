import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
// Engineers running several builds side by side point this at their own backend build.
const backendDist = resolve(repoRoot, process.env.E2E_BACKEND_DIST ?? 'backend/dist');

export const ADMIN = { username: 'e2e.admin', password: 'e2e-admin-password' };
export const SUPPORT = { username: 'e2e.support', password: 'e2e-support-password' };

export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolvePort(port));
    });
  });
}

export async function waitForHealth(url: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error('The server did not become healthy within 60 s');
}

/**
 * Starts the built product (`npm run e2e` builds it first) with a fresh embedded database. The
 * internet-only parts point at a closed local port, as they are unreachable on CI anyway.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const port = await freePort();
  const closedPort = await freePort();
  // admin-subdomain.spec.ts serves the built back office here: another origin the API must allow.
  const adminOriginPort = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'academy-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const unreachable = `http://127.0.0.1:${closedPort}`;
  const env = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    PUBLIC_URL: baseUrl,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_IP: '100000',
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    GEO_LOOKUP_URL: `${unreachable}/json/`,
    MARKETING_URL: `${unreachable}/marketing`,
    TRADING_DESK_URL: `${unreachable}/desk`,
    COMMUNITY_URL: `${unreachable}/community`,
    CORS_ORIGINS: `http://127.0.0.1:${adminOriginPort}`,
    // admin-webhooks.spec.ts receives the webhooks on a server of its own on this machine.
    WEBHOOK_ALLOW_LOCAL_TARGETS: 'true',
    // A deployment offers only the coins it has an address for: payments.spec.ts checks all four.
    CRYPTO_ADDRESS_BTC: 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh',
    CRYPTO_ADDRESS_ETH: '0x71C7656EC7ab88b098defB751B7401B5f6d8976F',
    CRYPTO_ADDRESS_USDT_TRC20: 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL',
    CRYPTO_ADDRESS_USDT_ERC20: '0x9b1f7F645351AF3631a656421eD2e40f2802E6c0',
  };
  // The embedded database allows one process at a time: create the support account first.
  execFileSync(
    process.execPath,
    [
      join(backendDist, 'cli/create-admin.js'),
      '--username',
      SUPPORT.username,
      '--password',
      SUPPORT.password,
      '--role',
      'support',
    ],
    { cwd: repoRoot, env, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const server = spawn(process.execPath, [join(backendDist, 'main.js')], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(baseUrl, server);
  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_DATA_DIR = dataDir;
  process.env.E2E_ADMIN_ORIGIN_PORT = String(adminOriginPort);
  return async () => {
    server.kill('SIGTERM');
    await new Promise((done) => server.once('exit', done));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
