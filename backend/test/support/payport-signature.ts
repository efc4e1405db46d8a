import { createHash } from 'node:crypto';

const BLOCK_BYTES = 64;

/**
 * HMAC-SHA256 written out from RFC 2104 over plain SHA-256, so that the webhook tests check the
 * product's signature code against an implementation that shares nothing with it.
 */
function hmacSha256(key: Buffer, message: Buffer): Buffer {
  const shortKey = key.length > BLOCK_BYTES ? createHash('sha256').update(key).digest() : key;
  const block = Buffer.alloc(BLOCK_BYTES);
  shortKey.copy(block);
  const pad = (byte: number) => Buffer.from(block.map((value) => value ^ byte));
  const inner = createHash('sha256').update(pad(0x36)).update(message).digest();
  return createHash('sha256').update(pad(0x5c)).update(inner).digest();
}

/**
 * The X-PayPort-Signature header as PayPort documents it: `t=<unix seconds>,v1=<hex>` where the
 * hex is HMAC-SHA256 of `<t>.<raw body>` under the webhook secret.
 */
export function payPortSignatureHeader(secret: string, timestamp: number, body: string): string {
  const mac = hmacSha256(Buffer.from(secret, 'utf8'), Buffer.from(`${timestamp}.${body}`, 'utf8'));
  return `t=${timestamp},v1=${mac.toString('hex')}`;
}
