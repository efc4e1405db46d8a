import { readdirSync, readFileSync } from 'node:fs';
import { PasswordHasher } from './password-hasher.js';

// Written by the argon2 package this API hashed with before, with the same parameters.
const EARLIER_HASH =
  '$argon2id$v=19$m=19456,p=1,t=2$bJXNIUJ4W8zOQrnxAL8zoA$4QKpQCHchKKOowjnPvvGfu+m62Vn3VljivO4fXg3Xac';

/** The nice value of one of this process's threads. */
function niceOf(thread: string): number {
  const fields = readFileSync(`/proc/self/task/${thread}/stat`, 'utf8').split(') ')[1].split(' ');
  return Number(fields[16]);
}

/** The nice value of each of this process's threads. */
function threadNiceness(): number[] {
  return readdirSync('/proc/self/task').map(niceOf);
}

describe('PasswordHasher', () => {
  let hasher: PasswordHasher;
  beforeAll(() => {
    hasher = new PasswordHasher();
  });
  afterAll(() => hasher.onModuleDestroy());

  it('hashes with argon2id at the OWASP parameters and verifies only the right password', async () => {
    const hash = await hasher.hash('Str0ng!pass');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await hasher.verify(hash, 'Str0ng!pass')).toBe(true);
    expect(await hasher.verify(hash, 'Str0ng!pasS')).toBe(false);
  });

  it('verifies the passwords stored before', async () => {
    expect(await hasher.verify(EARLIER_HASH, 'pw')).toBe(true);
    expect(await hasher.verify(EARLIER_HASH, 'px')).toBe(false);
  });

  it('refuses an unknown account or a damaged hash instead of failing', async () => {
    expect(await hasher.verify(null, 'anything')).toBe(false);
    expect(await hasher.verify('not a hash', 'anything')).toBe(false);
  });

  it.runIf(process.platform === 'linux')(
    'hashes in one thread per core, each below the event loop in priority',
    async () => {
      await Promise.all(Array.from({ length: hasher.threads }, () => hasher.hash('x')));
      const niceness = threadNiceness();
      expect(niceness.filter((nice) => nice === 10)).toHaveLength(hasher.threads);
      // The main thread's id is the process's (thread ids wrap around, so it need not list first).
      expect(niceOf(String(process.pid))).toBe(0);
    },
  );

  it('shuts down while its decoy hash is still running without an unhandled rejection', async () => {
    const unhandled: unknown[] = [];
    const record = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', record);
    try {
      await new PasswordHasher().onModuleDestroy();
      await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      process.off('unhandledRejection', record);
    }
    expect(unhandled).toEqual([]);
  });
});
