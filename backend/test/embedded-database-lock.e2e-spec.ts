import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { AppConfig } from '../src/config/app-config.js';
import { dataSourceOptions } from '../src/database/data-source-options.js';

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
