import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signature scheme PayPort sends us and we send our own webhook receivers: HMAC-SHA256 in hex
 * over `<unix seconds>.<raw body>` with a shared secret, carried as `t=<seconds>,v1=<hex>`.
 * Signing the time with the body lets a receiver refuse an old message replayed later.
 */
export function timestampedSignature(
  secret: string,
  timestamp: number,
  body: Buffer | string,
): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest('hex');
}

/** The header value `t=<seconds>,v1=<hex>` for a body signed at `timestamp`. */
export function timestampedSignatureHeader(
  secret: string,
  timestamp: number,
  body: Buffer | string,
): string {
  return `t=${timestamp},v1=${timestampedSignature(secret, timestamp, body)}`;
}

export type SignatureCheck =
  | { valid: true; timestamp: number }
  | { valid: false; reason: 'malformed' | 'expired' | 'mismatch' };

/**
 * Checks a `t=…,v1=…` header against the body: well formed, within `toleranceSeconds` of `nowMs`
 * and matching in constant time.
 */
export function checkTimestampedSignature(
  secret: string,
  header: string,
  body: Buffer | string,
  nowMs: number,
  toleranceSeconds: number,
): SignatureCheck {
  const parts = new Map(
    header.split(',').map((part) => {
      const [key, ...rest] = part.trim().split('=');
      return [key, rest.join('=')] as const;
    }),
  );
  const timestamp = Number(parts.get('t'));
  const signature = parts.get('v1') ?? '';
  if (!Number.isInteger(timestamp) || !/^[0-9a-f]{64}$/.test(signature)) {
    return { valid: false, reason: 'malformed' };
  }
  if (Math.abs(nowMs / 1000 - timestamp) > toleranceSeconds) {
    return { valid: false, reason: 'expired' };
  }
  const expected = timestampedSignature(secret, timestamp, body);
  if (!timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(signature, 'hex'))) {
    return { valid: false, reason: 'mismatch' };
  }
  return { valid: true, timestamp };
}
