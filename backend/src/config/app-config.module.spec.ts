import { Logger } from '@nestjs/common';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AppConfig } from './app-config.js';
import { AppConfigModule } from './app-config.module.js';

describe(AppConfigModule.name, () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'academy-config-'));
  });
  afterEach(() => {
    vi.restoreAllMocks();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('warns at start of each unsafe setting production was allowed to run with', () => {
    const warn = vi.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const config = new AppConfig({
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      JWT_SECRET: 'j'.repeat(40),
      ADMIN_JWT_SECRET: 'a'.repeat(40),
      PAYMENT_PROVIDER: 'sandbox',
      WEBHOOK_ALLOW_LOCAL_TARGETS: 'true',
      ALLOW_UNSAFE_IN_PRODUCTION: 'PAYMENT_PROVIDER,WEBHOOK_ALLOW_LOCAL_TARGETS',
    });
    new AppConfigModule(config).onApplicationBootstrap();
    expect(warn.mock.calls.map(([message]) => message)).toEqual([
      expect.stringMatching(/ALLOW_UNSAFE_IN_PRODUCTION: PAYMENT_PROVIDER=sandbox /),
      expect.stringMatching(/ALLOW_UNSAFE_IN_PRODUCTION: WEBHOOK_ALLOW_LOCAL_TARGETS=true /),
    ]);
  });

  it('says nothing when production runs safely', () => {
    const warn = vi.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const config = new AppConfig({
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      JWT_SECRET: 'j'.repeat(40),
      ADMIN_JWT_SECRET: 'a'.repeat(40),
    });
    new AppConfigModule(config).onApplicationBootstrap();
    expect(warn).not.toHaveBeenCalled();
  });
});
