/** The header every webhook delivery carries: `t=<unix seconds>,v1=<hex HMAC-SHA256>`. */
export const WEBHOOK_SIGNATURE_HEADER = 'x-academy-signature';

export interface WebhookSignatureCheck {
  /** The X-Academy-Signature header as received. */
  header: string | null | undefined;
  /** The request body exactly as received: the signature covers these bytes, not re-encoded JSON. */
  body: string | Uint8Array;
  /** The endpoint's secret, shown when it was registered. */
  secret: string;
  /** How old (or how far in the future) the signed time may be; 5 minutes by default. */
  toleranceSeconds?: number;
  /** The current time in unix seconds; the clock by default. */
  now?: number;
}

const encoder = new TextEncoder();

/**
 * Whether a delivery was signed with this endpoint's secret, recently: `v1` must be the hex
 * HMAC-SHA256 of `${t}.${body}` and `t` within the tolerance of now, so that a captured
 * delivery cannot be replayed later. Several `v1` values (while a secret is rotated) pass when
 * any one matches. Uses Web Crypto, whose verify compares in constant time; it is global in
 * Node 20+, browsers, Deno and edge runtimes.
 */
export async function verifyWebhookSignature({
  header,
  body,
  secret,
  toleranceSeconds = 300,
  now = Math.floor(Date.now() / 1000),
}: WebhookSignatureCheck): Promise<boolean> {
  const parsed = parseSignatureHeader(header);
  if (!parsed || Math.abs(now - parsed.timestamp) > toleranceSeconds) return false;

  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['verify'],
  );
  const signed = concat(encoder.encode(`${parsed.timestamp}.`), bodyBytes(body));
  for (const signature of parsed.signatures) {
    if (await crypto.subtle.verify('HMAC', key, signature, signed)) return true;
  }
  return false;
}

interface SignatureHeader {
  timestamp: number;
  signatures: Uint8Array<ArrayBuffer>[];
}

/** `t=1700000000,v1=ab12…`; null for anything else. Unknown schemes (v0, v2) are ignored. */
function parseSignatureHeader(header: string | null | undefined): SignatureHeader | null {
  if (!header) return null;
  let timestamp: number | null = null;
  const signatures: Uint8Array<ArrayBuffer>[] = [];
  for (const part of header.split(',')) {
    const separator = part.indexOf('=');
    if (separator < 0) return null;
    const name = part.slice(0, separator).trim();
    const value = part.slice(separator + 1).trim();
    if (name === 't') {
      if (!/^\d{1,12}$/.test(value)) return null;
      timestamp = Number(value);
    } else if (name === 'v1') {
      // A SHA-256 HMAC is 32 bytes: 64 hex digits.
      if (!/^[0-9a-fA-F]{64}$/.test(value)) return null;
      signatures.push(hexBytes(value));
    }
  }
  return timestamp === null || signatures.length === 0 ? null : { timestamp, signatures };
}

function hexBytes(hex: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(hex.length / 2);
  for (let index = 0; index < bytes.length; index += 1) {
    bytes[index] = parseInt(hex.slice(index * 2, index * 2 + 2), 16);
  }
  return bytes;
}

function bodyBytes(body: string | Uint8Array): Uint8Array {
  return typeof body === 'string' ? encoder.encode(body) : body;
}

function concat(first: Uint8Array, second: Uint8Array): Uint8Array<ArrayBuffer> {
  const joined = new Uint8Array(first.length + second.length);
  joined.set(first);
  joined.set(second, first.length);
  return joined;
}
