import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { API_KEY_START } from '../../common/auth/api-key-authenticator.js';

/**
 * A key reads `ta_<prefix>_<secret>`: 12 hex characters that find its row (kept in clear, unique)
 * and 32 random bytes in base64url that prove it. The prefix as stored includes `ta_`.
 */
const KEY_PATTERN = /^(ta_[0-9a-f]{12})_[A-Za-z0-9_-]{43}$/;

export interface IssuedKey {
  prefix: string;
  key: string;
  hash: string;
}

/** SHA-256 in hex: a fast hash is enough for a key with 256 random bits; nothing to guess. */
export function hashOfKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

export function issueKey(): IssuedKey {
  const prefix = `${API_KEY_START}${randomBytes(6).toString('hex')}`;
  const key = `${prefix}_${randomBytes(32).toString('base64url')}`;
  return { prefix, key, hash: hashOfKey(key) };
}

/** The prefix of a well-formed key, or null for anything that cannot be one. */
export function prefixOfKey(key: string): string | null {
  return KEY_PATTERN.exec(key)?.[1] ?? null;
}

/** Compares the key's hash with a stored one in constant time. */
export function keyMatchesHash(key: string, storedHash: string): boolean {
  return timingSafeEqual(Buffer.from(hashOfKey(key), 'hex'), Buffer.from(storedHash, 'hex'));
}
