import { PasswordHasher } from '../common/security/password-hasher.js';

/**
 * Raw argon2 verifications per second on this machine with the product's parameters, every
 * hashing thread kept busy and nothing else running: the ceiling of any sign-in route.
 */
export async function measureArgon2Verify(seconds: number): Promise<number> {
  const hasher = new PasswordHasher();
  try {
    const hash = await hasher.hash('bench password');
    const end = performance.now() + seconds * 1000;
    let verified = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: hasher.threads * 2 }, async () => {
        while (performance.now() < end) {
          await hasher.verify(hash, 'bench password');
          verified += 1;
        }
      }),
    );
    return verified / ((performance.now() - started) / 1000);
  } finally {
    await hasher.onModuleDestroy();
  }
}
