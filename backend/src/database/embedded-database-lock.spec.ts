import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { holdEmbeddedDatabase, releaseEmbeddedDatabase } from './embedded-database-lock.js';
import { thisProcess } from './process-identity.js';

/** A lock as the process `pid` of this machine would have written it. */
function lockOf(pid: number) {
  return {
    ...thisProcess(),
    pid,
    startTime: null,
    startedAt: new Date().toISOString(),
    token: `token of ${pid}`,
  };
}

describe('holdEmbeddedDatabase', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'academy-lock-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('locks the directory, names this process as the holder, and lets go on release', async () => {
    const dataDir = join(root, 'db');
    await holdEmbeddedDatabase(dataDir);
    await holdEmbeddedDatabase(dataDir);
    expect(JSON.parse(readFileSync(`${dataDir}.lock`, 'utf8'))).toMatchObject({
      pid: process.pid,
      host: hostname(),
    });
    await releaseEmbeddedDatabase(dataDir);
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
  });

  it("takes over at once the lock of a process that has ended, and honours a live one's", async () => {
    const dataDir = join(root, 'db');
    const { pid: ended } = spawnSync(process.execPath, ['-e', '']);
    writeFileSync(`${dataDir}.lock`, JSON.stringify(lockOf(ended)));
    await holdEmbeddedDatabase(dataDir);
    await releaseEmbeddedDatabase(dataDir);

    const live = spawn('sleep', ['30']);
    try {
      writeFileSync(`${dataDir}.lock`, JSON.stringify(lockOf(live.pid!)));
      const longAgo = new Date(Date.now() - 3_600_000);
      utimesSync(`${dataDir}.lock`, longAgo, longAgo);
      await expect(holdEmbeddedDatabase(dataDir)).rejects.toThrow(
        `is in use by another process (pid ${live.pid} on ${hostname()}`,
      );
    } finally {
      live.kill();
    }
  });
});
