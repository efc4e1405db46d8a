import { AppConfig } from '../../../config/app-config.js';
import { SecretCipher } from './secret-cipher.js';

const settings = {
  DATA_DIR: '/tmp/academy-secret-cipher-spec',
  JWT_SECRET: 'student-secret-0123456789abcdefghijkl',
  ADMIN_JWT_SECRET: 'staff-secret-0123456789abcdefghijklmn',
};
const cipherWith = (extra: Record<string, string> = {}) =>
  new SecretCipher(new AppConfig({ ...settings, ...extra }));

describe(SecretCipher.name, () => {
  it('encrypts a secret that only the same key and account decrypt', () => {
    const cipher = cipherWith();
    const stored = cipher.encrypt('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', 7);
    expect(stored).toMatch(/^v1:[\w-]+:[\w-]+:[\w-]+$/);
    expect(stored).not.toContain('JBSWY3DP');
    expect(cipher.decrypt(stored, 7)).toBe('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
    expect(cipher.decrypt(stored, 8)).toBeNull();
    expect(
      cipherWith({ ADMIN_JWT_SECRET: 'another-staff-secret-0123456789abcdef' }).decrypt(stored, 7),
    ).toBeNull();
  });

  it('uses TOTP_ENCRYPTION_KEY when set, apart from ADMIN_JWT_SECRET', () => {
    const own = cipherWith({ TOTP_ENCRYPTION_KEY: 'a-key-of-its-own-0123456789abcdefghij' });
    const stored = own.encrypt('SECRET', 1);
    expect(cipherWith().decrypt(stored, 1)).toBeNull();
    expect(
      cipherWith({
        ADMIN_JWT_SECRET: 'rotated-staff-secret-0123456789abcdefgh',
        TOTP_ENCRYPTION_KEY: 'a-key-of-its-own-0123456789abcdefghij',
      }).decrypt(stored, 1),
    ).toBe('SECRET');
  });

  it('gives a different ciphertext each time and refuses a tampered one', () => {
    const cipher = cipherWith();
    const [one, two] = [cipher.encrypt('SECRET', 1), cipher.encrypt('SECRET', 1)];
    expect(one).not.toBe(two);
    const parts = one.split(':');
    parts[3] = Buffer.from('other').toString('base64url');
    expect(cipher.decrypt(parts.join(':'), 1)).toBeNull();
    expect(cipher.decrypt('not-a-stored-secret', 1)).toBeNull();
  });
});
