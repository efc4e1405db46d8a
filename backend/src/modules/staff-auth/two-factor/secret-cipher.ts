import { Injectable } from '@nestjs/common';
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { AppConfig } from '../../../config/app-config.js';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
// Fixed labels: the derived key is for this use only, whatever else the input secret keys.
const HKDF_SALT = 'academy-staff-totp';
const HKDF_INFO = 'totp-secret-encryption-v1';

/**
 * Encrypts staff TOTP secrets at rest with AES-256-GCM. The key is derived with HKDF-SHA256 from
 * TOTP_ENCRYPTION_KEY, or from ADMIN_JWT_SECRET when that is unset (rotating it then turns every
 * staff member's two-factor sign-in off in effect: an admin resets them). Stored as
 * `v1:<iv>:<tag>:<ciphertext>`, base64url; the account id is the additional data, so a secret
 * copied onto another account's row does not decrypt.
 */
@Injectable()
export class SecretCipher {
  private readonly key: Buffer;

  constructor(config: AppConfig) {
    const input = config.totpEncryptionKey ?? config.adminJwtSecret;
    this.key = Buffer.from(hkdfSync('sha256', input, HKDF_SALT, HKDF_INFO, 32));
  }

  encrypt(plain: string, staffId: number): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(Buffer.from(String(staffId)));
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [VERSION, iv, cipher.getAuthTag(), body]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join(':');
  }

  /** Null when the value was not made with this key for this account. */
  decrypt(stored: string, staffId: number): string | null {
    const [version, iv, tag, body] = stored.split(':');
    if (version !== VERSION || !iv || !tag || body === undefined) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'), {
        authTagLength: TAG_BYTES,
      });
      decipher.setAAD(Buffer.from(String(staffId)));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(body, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    } catch {
      return null;
    }
  }
}
