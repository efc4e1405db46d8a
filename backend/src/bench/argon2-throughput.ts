import { PasswordHasher } from '../common/security/password-hasher.js';

/**
 * Raw argon2 verifications per second on this machine with the product's parameters, as many at
 * once as libuv's thread pool runs: the ceiling of any sign-in route.
 */
export async function measureArgon2Verify(seconds: number): Promise<number> {
  const hasher = new PasswordHasher();
  const hash = await hasher.hash('bench password');
  const parallel = Number(process.env.UV_THREADPOOL_SIZE ?? 4);
  const end = performance.now() + seconds * 1000;
  let verified = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (performance.now() < end) {
        await hasher.verify(hash, 'bench password');
        verified += 1;
      }
    }),
  );
  return verified / ((performance.now() - started) / 1000);
}
