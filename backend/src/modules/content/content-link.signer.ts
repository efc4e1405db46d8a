import { Injectable } from '@nestjs/common';
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { AppConfig } from '../../config/app-config.js';

/** Where GET /api/content/* answers; a link is this prefix, the catalogue path and its signature. */
export const CONTENT_URL_PREFIX = '/api/content/';

// A separate label gives content links a key of their own: a student token's key never signs a
// link, and a link's signature can never be mistaken for anything the JWT key signed.
const KEY_LABEL = 'trading-academy/content-link/v1';
const KEY_BYTES = 32;
const CANONICAL_ID = /^(0|[1-9]\d{0,9})$/;
const CANONICAL_SECONDS = /^[1-9]\d{0,11}$/;

export interface LinkClaims {
  userId: number;
  expiresAt: number;
}

/**
 * Short-lived links to a catalogue file: HMAC-SHA256 over the path, the user it was issued to and
 * its expiry (unix seconds). Stateless, so any API instance sharing JWT_SECRET accepts them.
 */
@Injectable()
export class ContentLinkSigner {
  private readonly key: Buffer;

  constructor(config: AppConfig) {
    this.key = Buffer.from(hkdfSync('sha256', config.jwtSecret, '', KEY_LABEL, KEY_BYTES));
  }

  url(path: string, claims: LinkClaims): string {
    const query = new URLSearchParams({
      u: String(claims.userId),
      exp: String(claims.expiresAt),
      sig: this.signature(path, claims),
    });
    return `${CONTENT_URL_PREFIX}${path}?${query.toString()}`;
  }

  /**
   * The link's claims when its signature matches and it has not expired, else null. Only the
   * canonical spelling of each value is accepted, so one link has exactly one valid form.
   */
  verify(path: string, query: Record<string, unknown>, nowSeconds: number): LinkClaims | null {
    const { u, exp, sig } = query;
    if (typeof u !== 'string' || typeof exp !== 'string' || typeof sig !== 'string') return null;
    if (!CANONICAL_ID.test(u) || !CANONICAL_SECONDS.test(exp)) return null;
    const claims = { userId: Number(u), expiresAt: Number(exp) };
    const expected = Buffer.from(this.signature(path, claims));
    const given = Buffer.from(sig);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    return nowSeconds < claims.expiresAt ? claims : null;
  }

  private signature(path: string, { userId, expiresAt }: LinkClaims): string {
    return createHmac('sha256', this.key)
      .update(`${path}\n${userId}\n${expiresAt}`)
      .digest('base64url');
  }
}
