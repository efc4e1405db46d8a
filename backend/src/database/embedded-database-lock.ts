import { randomUUID } from 'node:crypto';
import {
  linkSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { livenessOf, thisProcess, type ProcessIdentity } from './process-identity.js';

/** The holder checks this often that the lock is still its own, and touches it. */
const CHECK_MS = 5_000;
/**
 * A lock whose holder cannot be checked from here (another host or container) is judged by its
 * touches instead: one untouched this long is a dead process's. PGlite runs its queries on the
 * event loop, so a big one can delay the touch: the margin is wide.
 */
const STALE_MS = 60_000;

interface Holder extends ProcessIdentity {
  startedAt: string;
  /** This holding's own mark: a lock with another is no longer ours. */
  token: string;
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

/** This process's lock was removed or taken: it must stop writing at once. */
export class EmbeddedDatabaseLostError extends Error {
  constructor(dataDir: string, holder: Holder | null) {
    const now = holder ? `is now held by pid ${holder.pid} on ${holder.host}` : 'was removed';
    super(
      `The lock on the embedded database in ${dataDir} ${now}: stopping, ` +
        'so that two processes never write to it.',
    );
    this.name = 'EmbeddedDatabaseLostError';
  }
}

interface Holding {
  token: string;
  timer: NodeJS.Timeout;
}

/** The locks this process holds, by data directory. */
const held = new Map<string, Promise<Holding>>();

let onLost = (error: EmbeddedDatabaseLostError): void => {
  console.error(error.message);
  process.exit(1);
};

/** What this process does when its lock is taken from it; by default it says so and exits. */
export function whenEmbeddedDatabaseLost(handler: (error: EmbeddedDatabaseLostError) => void) {
  onLost = handler;
}

/** memory:// and other PGlite URLs are private to their process: nothing to share, no lock. */
export function isSharedDirectory(dataDir: string): boolean {
  return !dataDir.includes('://');
}

/**
 * Takes the embedded database's directory for this process, or throws EmbeddedDatabaseInUseError
 * naming the process that has it. Taking it again in the same process changes nothing. The lock
 * goes when released, or when the process exits; one left by a process that died is taken over.
 */
export function holdEmbeddedDatabase(dataDir: string): Promise<void> {
  if (!isSharedDirectory(dataDir)) return Promise.resolve();
  let holding = held.get(dataDir);
  if (!holding) {
    holding = Promise.resolve()
      .then(() => acquire(dataDir))
      .catch((error: unknown) => {
        held.delete(dataDir);
        throw error;
      });
    held.set(dataDir, holding);
  }
  return holding.then(() => undefined);
}

export async function releaseEmbeddedDatabase(dataDir: string): Promise<void> {
  const holding = held.get(dataDir);
  if (!holding) return;
  held.delete(dataDir);
  const { token, timer } = await holding;
  clearInterval(timer);
  if (readHolder(lockFile(dataDir))?.token === token) rmSync(lockFile(dataDir), { force: true });
}

function acquire(dataDir: string): Holding {
  mkdirSync(dataDir, { recursive: true });
  const lock = lockFile(dataDir);
  const holder: Holder = {
    ...thisProcess(),
    startedAt: new Date().toISOString(),
    token: randomUUID(),
  };
  // Another process may take over a dead holder's lock at the same moment: a few rounds settle it.
  for (let round = 0; round < 3; round += 1) {
    if (create(lock, holder)) {
      const timer = setInterval(() => check(dataDir, holder.token), CHECK_MS).unref();
      process.once('exit', () => {
        if (held.has(dataDir) && readHolder(lock)?.token === holder.token)
          rmSync(lock, { force: true });
      });
      return { token: holder.token, timer };
    }
    const current = readHolder(lock);
    if (!isDead(lock, current)) throw new EmbeddedDatabaseInUseError(dataDir, current);
    takeAway(lock, current);
  }
  throw new EmbeddedDatabaseInUseError(dataDir, readHolder(lock));
}

/** Creates the lock with its holder in one step: false when it exists. */
function create(lock: string, holder: Holder): boolean {
  const written = `${lock}.${holder.token}`;
  writeFileSync(written, JSON.stringify(holder));
  try {
    linkSync(written, lock);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return false;
  } finally {
    rmSync(written, { force: true });
  }
}

function isDead(lock: string, holder: Holder | null): boolean {
  const liveness = holder ? livenessOf(holder) : 'unknown';
  if (liveness !== 'unknown') return liveness === 'dead';
  try {
    return Date.now() - statSync(lock).mtimeMs > STALE_MS;
  } catch {
    // Gone meanwhile: free.
    return true;
  }
}

/**
 * Moves a dead holder's lock aside in one step. Should another process have taken it over
 * between our reading and the move, the lock moved is that one's: it is put back, unless a third
 * took the place meanwhile, whose holder the displaced one's next check then finds.
 */
function takeAway(lock: string, dead: Holder | null): void {
  const aside = `${lock}.dead-${randomUUID()}`;
  try {
    renameSync(lock, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  if (readHolder(aside)?.token !== dead?.token) {
    try {
      linkSync(aside, lock);
    } catch {
      // The displaced holder finds a stranger's lock at its next check and stops.
    }
  }
  rmSync(aside, { recursive: true, force: true });
}

function check(dataDir: string, token: string): void {
  const lock = lockFile(dataDir);
  const holder = readHolder(lock);
  if (holder?.token === token) {
    const now = new Date();
    try {
      utimesSync(lock, now, now);
    } catch {
      // Removed since it was read: the next check finds out.
    }
    return;
  }
  const holding = held.get(dataDir);
  held.delete(dataDir);
  void holding?.then(({ timer }) => clearInterval(timer));
  onLost(new EmbeddedDatabaseLostError(dataDir, holder));
}

function lockFile(dataDir: string): string {
  return `${dataDir}.lock`;
}

function readHolder(path: string): Holder | null {
  try {
    const holder = JSON.parse(readFileSync(path, 'utf8')) as Partial<Holder>;
    return typeof holder.pid === 'number' && typeof holder.token === 'string'
      ? (holder as Holder)
      : null;
  } catch {
    return null;
  }
}
