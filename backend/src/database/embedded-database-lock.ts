import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import lockfile from 'proper-lockfile';

/**
 * The lock's directory is touched this often; one left untouched for STALE_MS belongs to a
 * process that died without releasing it, and is taken over. PGlite runs its queries on the
 * event loop, so a big one can delay the touch: the margin is wide.
 */
const STALE_MS = 60_000;
const UPDATE_MS = 10_000;

interface Holder {
  pid: number;
  host: string;
  startedAt: string;
}

/** Another process has the embedded database open: opening it too would lose writes. */
export class EmbeddedDatabaseInUseError extends Error {
  constructor(dataDir: string, holder: Holder | null) {
    const who = holder
      ? `(pid ${holder.pid} on ${holder.host}, started ${holder.startedAt})`
      : '(it is starting or stopping)';
    super(
      `The embedded database in ${dataDir} is in use by another process ${who}. ` +
        'Stop it first, or set DATABASE_URL.',
    );
    this.name = 'EmbeddedDatabaseInUseError';
  }
}

/** The releases of the locks this process holds, by data directory. */
const held = new Map<string, Promise<() => Promise<void>>>();

/** memory:// and other PGlite URLs are private to their process: nothing to share, no lock. */
export function isSharedDirectory(dataDir: string): boolean {
  return !dataDir.includes('://');
}

/**
 * Takes the embedded database's directory for this process, or throws EmbeddedDatabaseInUseError
 * naming the process that has it. Taking it again in the same process changes nothing. The lock
 * goes when released, or when the process exits.
 */
export function holdEmbeddedDatabase(dataDir: string): Promise<void> {
  if (!isSharedDirectory(dataDir)) return Promise.resolve();
  let release = held.get(dataDir);
  if (!release) {
    release = acquire(dataDir).catch((error: unknown) => {
      held.delete(dataDir);
      throw error;
    });
    held.set(dataDir, release);
  }
  return release.then(() => undefined);
}

export async function releaseEmbeddedDatabase(dataDir: string): Promise<void> {
  const release = held.get(dataDir);
  if (!release) return;
  held.delete(dataDir);
  rmSync(holderFile(dataDir), { force: true });
  await (
    await release
  )();
}

async function acquire(dataDir: string): Promise<() => Promise<void>> {
  mkdirSync(dataDir, { recursive: true });
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(dataDir, { stale: STALE_MS, update: UPDATE_MS });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
    throw new EmbeddedDatabaseInUseError(dataDir, readHolder(dataDir));
  }
  const holder: Holder = {
    pid: process.pid,
    host: hostname(),
    startedAt: new Date().toISOString(),
  };
  writeFileSync(holderFile(dataDir), JSON.stringify(holder));
  return release;
}

/** Beside the lock, not in it: proper-lockfile's lock is an empty directory. */
function holderFile(dataDir: string): string {
  return `${dataDir}.lock-holder.json`;
}

function readHolder(dataDir: string): Holder | null {
  try {
    return JSON.parse(readFileSync(holderFile(dataDir), 'utf8')) as Holder;
  } catch {
    return null;
  }
}
