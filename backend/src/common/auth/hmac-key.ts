import { createSecretKey } from 'node:crypto';

/**
 * The HMAC key for a token secret, made once. Given a string, jsonwebtoken 9 first tries to parse
 * it as a PEM key on every verification and signature and falls back to an HMAC key when that
 * throws; the failed parse cost more CPU than the rest of an authenticated request, and a tenth of
 * a sign-in's own work. jsonwebtoken accepts a KeyObject as it is, but the types of passport-jwt
 * and @nestjs/jwt predate KeyObject, hence the widened type.
 */
export function hmacKey(secret: string): string {
  return createSecretKey(Buffer.from(secret, 'utf8')) as unknown as string;
}
