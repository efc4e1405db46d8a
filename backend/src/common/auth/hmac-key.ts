import { createSecretKey } from 'node:crypto';

/**
 * The HMAC key for a token secret, made once. Given a string, jsonwebtoken 9 first tries to parse
 * it as a PEM public key on every verification and falls back to an HMAC key when that throws;
 * the failed parse cost more CPU than the rest of an authenticated request. jsonwebtoken accepts
 * a KeyObject as it is, but passport-jwt's types predate KeyObject, hence the widened type.
 */
export function hmacKey(secret: string): string {
  return createSecretKey(Buffer.from(secret, 'utf8')) as unknown as string;
}
