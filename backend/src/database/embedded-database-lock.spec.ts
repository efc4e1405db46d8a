import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { holdEmbeddedDatabase, releaseEmbeddedDatabase } from './embedded-database-lock.js';

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
    expect(existsSync(`${dataDir}.lock`)).toBe(true);
    expect(existsSync(`${dataDir}.lock-holder.json`)).toBe(true);
    await releaseEmbeddedDatabase(dataDir);
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
    expect(existsSync(`${dataDir}.lock-holder.json`)).toBe(false);
  });
});
