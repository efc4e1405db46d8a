import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ADMIN } from './global-setup';
import { freePort, waitForHealth } from './product-server';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const backendDist = resolve(repoRoot, process.env.E2E_BACKEND_DIST ?? 'backend/dist');

const SETTINGS = {
  apiKey: 'e2e-btcpay-api-key',
  storeId: 'E2eStore9CiNzKoANTnKa7JHAK2zpqb6p',
  webhookSecret: 'e2e-btcpay-webhook-secret',
};

export interface BtcpayProduct {
  /** The product, configured with BTCPay: a deployment of its own beside global-setup's. */
  baseUrl: string;
  /** The fake BTCPay Server (backend/test/support/fake-btcpay.ts) in a process of its own. */
  btcpayUrl: string;
  /** Sets what BTCPay reports for the invoice and delivers the webhook BTCPay would send. */
  setInvoice(
    invoiceId: string,
    change: { status: string; additionalStatus?: string; paidUsd?: number; deliver?: string },
  ): Promise<void>;
  stop(): Promise<void>;
}

function firstLine(child: ChildProcess): Promise<string> {
  return new Promise((done, fail) => {
    let text = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('\n')) done(text.split('\n')[0].trim());
    });
    child.once('exit', (code) => fail(new Error(`The fake BTCPay exited with code ${code}`)));
  });
}

const stopped = (child: ChildProcess) =>
  new Promise((done) => {
    if (child.exitCode !== null) return done(null);
    child.once('exit', done);
    child.kill('SIGTERM');
  });

/**
 * Starts the fake BTCPay Server, then the built product with all four BTCPAY_* settings pointing
 * at it and a fresh embedded database; the fake delivers its webhooks to the product.
 */
export async function startBtcpayProduct(): Promise<BtcpayProduct> {
  const port = await freePort();
  const closedPort = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const unreachable = `http://127.0.0.1:${closedPort}`;
  const fake = spawn(
    process.execPath,
    ['--import', './test/support/run-typescript.mjs', 'test/support/fake-btcpay-server.ts'],
    {
      cwd: join(repoRoot, 'backend'),
      env: {
        ...process.env,
        FAKE_BTCPAY_API_KEY: SETTINGS.apiKey,
        FAKE_BTCPAY_STORE_ID: SETTINGS.storeId,
        FAKE_BTCPAY_WEBHOOK_SECRET: SETTINGS.webhookSecret,
        FAKE_BTCPAY_WEBHOOK_URL: `${baseUrl}/api/payments/webhooks/btcpay`,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const btcpayUrl = await firstLine(fake);
  const dataDir = mkdtempSync(join(tmpdir(), 'academy-e2e-btcpay-'));
  const server = spawn(process.execPath, [join(backendDist, 'main.js')], {
    cwd: repoRoot,
    env: {
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
      BTCPAY_URL: btcpayUrl,
      BTCPAY_API_KEY: SETTINGS.apiKey,
      BTCPAY_STORE_ID: SETTINGS.storeId,
      BTCPAY_WEBHOOK_SECRET: SETTINGS.webhookSecret,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(baseUrl, server);
  return {
    baseUrl,
    btcpayUrl,
    async setInvoice(invoiceId, change) {
      const response = await fetch(`${btcpayUrl}/__fake/invoices/${invoiceId}/status`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(change),
      });
      if (!response.ok) throw new Error(`The fake BTCPay answered ${response.status}`);
    },
    async stop() {
      await stopped(server);
      await stopped(fake);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
