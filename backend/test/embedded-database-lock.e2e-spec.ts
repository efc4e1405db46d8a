import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { DataSource } from 'typeorm';
import { AppConfig } from '../src/config/app-config.js';
import { dataSourceOptions } from '../src/database/data-source-options.js';
import { ApiProcess } from './support/processes.js';

interface Outcome {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** npm run admin:create in a process of its own, on the embedded database in dataDir. */
function createAdmin(dataDir: string): Promise<Outcome> {
  // The embedded database even when the suite runs on PostgreSQL.
  const env = { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir };
  const child = spawn(
    process.execPath,
    [
      '--import',
      './test/support/run-typescript.mjs',
      'src/cli/create-admin.ts',
      '--username',
      'second.process',
      '--password',
      'a long password',
    ],
    { env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

describe('the embedded database in DATA_DIR', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'academy-lock-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses a second process while one has it open, and lets it in once that one stops', async () => {
    const config = new AppConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    const server = await new DataSource(dataSourceOptions(config)).initialize();

    const refused = await createAdmin(dataDir);
    expect(refused.code).not.toBe(0);
    expect(refused.stdout).toBe('');
    expect(refused.stderr).toContain(
      `The embedded database in ${join(dataDir, 'db')} is in use by another process (pid ${process.pid} `,
    );
    expect(refused.stderr).toContain('Stop it first, or set DATABASE_URL.');

    await server.destroy();
    const admitted = await createAdmin(dataDir);
    expect(admitted).toMatchObject({ code: 0, stderr: '' });
    // Created, not updated: the refused process wrote nothing.
    expect(admitted.stdout).toBe('Staff account "second.process" (admin) created.\n');
  }, 180_000);
});

// One directory for the three, in order: each start of the server costs seconds.
describe("a running server's lock on the embedded database", () => {
  /** How long the server takes at most to find its lock gone: its check runs every 5 s. */
  const CHECK_MS = 5_000;
  /** The embedded database's first start, migrations included, is slow on a busy machine. */
  const START_TIMEOUT_MS = 150_000;
  let dataDir: string;
  let api: ApiProcess;
  const start = () => ApiProcess.start({ DATA_DIR: dataDir }, undefined, START_TIMEOUT_MS);
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'academy-lock-'));
    api = await start();
  }, START_TIMEOUT_MS + 10_000);
  afterAll(async () => {
    api.signal('SIGCONT');
    await api.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const lock = () => join(dataDir, 'db.lock');

  it('is kept by a server that stalls, however long its lock goes untouched', async () => {
    api.signal('SIGSTOP');
    const longAgo = new Date(Date.now() - 10 * 60_000);
    utimesSync(lock(), longAgo, longAgo);

    const refused = await createAdmin(dataDir);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain(`is in use by another process (pid ${api.pid} `);

    api.signal('SIGCONT');
    await sleep(CHECK_MS + 1_000);
    expect(api.running).toBe(true);
    expect((await fetch(`${api.url}/api/health`)).status).toBe(200);
  }, 120_000);

  it('stops the server, saying why, when its lock is taken away', async () => {
    rmSync(lock(), { recursive: true, force: true });

    const exit = await Promise.race([api.exited, sleep(CHECK_MS * 3, 'still running')]);
    expect(exit).toBe(1);
    const output = api.output.join('');
    expect(output).toContain(
      `The lock on the embedded database in ${join(dataDir, 'db')} was removed: stopping, ` +
        'so that two processes never write to it.',
    );
    expect(output).not.toContain('ENOENT');
  }, 60_000);

  it(
    'is free at once when the server is killed',
    async () => {
      api = await start();
      api.signal('SIGKILL');
      await api.exited;

      // At once: a lock that had to age first would refuse this command.
      const admitted = await createAdmin(dataDir);
      expect(admitted).toMatchObject({ code: 0, stderr: '' });
    },
    START_TIMEOUT_MS + 60_000,
  );
});
