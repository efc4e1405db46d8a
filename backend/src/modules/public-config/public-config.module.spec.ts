import { Logger } from '@nestjs/common';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AppConfig, type Environment } from '../../config/app-config.js';
import { PublicConfigModule } from './public-config.module.js';

describe(PublicConfigModule.name, () => {
  let dataDir: string;
  let messages: string[];
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'academy-config-'));
    messages = [];
    for (const level of ['log', 'warn'] as const) {
      vi.spyOn(Logger.prototype, level).mockImplementation((message: unknown) => {
        messages.push(`${level}: ${String(message)}`);
      });
    }
  });
  afterEach(() => {
    vi.restoreAllMocks();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const start = (env: Environment) =>
    new PublicConfigModule(new AppConfig({ DATA_DIR: dataDir, ...env })).onApplicationBootstrap();
  const production = {
    NODE_ENV: 'production',
    JWT_SECRET: 'j'.repeat(40),
    ADMIN_JWT_SECRET: 'a'.repeat(40),
  };

  it('logs in production which coins are offered and which are not', () => {
    start({
      ...production,
      CRYPTO_ADDRESS_BTC: 'bc1qaddress',
      CRYPTO_ADDRESS_USDT_TRC20: 'Taddress',
    });
    expect(messages).toEqual([
      'log: Crypto payments offered in Bitcoin, USDT (TRC20)',
      'log: Not offered, without a CRYPTO_ADDRESS_* setting: Ethereum, USDT (ERC20)',
    ]);
  });

  it('warns in production that Crypto is off when no address is set', () => {
    start(production);
    expect(messages).toEqual(['warn: Crypto payments are not offered: no CRYPTO_ADDRESS_* is set']);
  });

  it('stays quiet outside production', () => {
    start({});
    expect(messages).toEqual([]);
  });
});
