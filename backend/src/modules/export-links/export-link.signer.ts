import { Injectable } from '@nestjs/common';
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { AppConfig } from '../../config/app-config.js';

/** The back office's CSV exports that a signed link can download. */
export const EXPORT_KINDS = ['users', 'audit', 'payments'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

/** Where a signed link of each kind is followed. */
export const signedExportPath = (kind: ExportKind) => `/api/admin/${kind}/signed-export.csv`;

// A key of its own, derived from the staff tokens' secret: a link's signature can never be
// mistaken for a staff token's, nor a content link's.
const KEY_LABEL = 'trading-academy/export-link/v1';
const KEY_BYTES = 32;
const CANONICAL_ID = /^[1-9]\d{0,9}$/;
const CANONICAL_NUMBER = /^(0|[1-9]\d{0,15})$/;

export interface ExportLinkClaims {
  kind: ExportKind;
  staffId: number;
  /** The staff account's credentials version (updated_at in ms): a later change voids the link. */
  version: number;
  /** The filter as JSON text, exactly as the export route reads it. */
  filter: string;
  /** Unix seconds. */
  expiresAt: number;
}

export type ExportLinkCheck =
  { valid: true; claims: ExportLinkClaims } | { valid: false; reason: 'invalid' | 'expired' };

/**
 * Short-lived download links for the staff's CSV exports: HMAC-SHA256 over the export, the staff
 * member, their credentials version, the filter and the expiry. Stateless, so any replica sharing
 * ADMIN_JWT_SECRET accepts a link another issued.
 */
@Injectable()
export class ExportLinkSigner {
  private readonly key: Buffer;

  constructor(config: AppConfig) {
    this.key = Buffer.from(hkdfSync('sha256', config.adminJwtSecret, '', KEY_LABEL, KEY_BYTES));
  }

  url(claims: ExportLinkClaims): string {
    const query = new URLSearchParams({
      filter: claims.filter,
      staff: String(claims.staffId),
      v: String(claims.version),
      exp: String(claims.expiresAt),
      sig: this.signature(claims),
    });
    return `${signedExportPath(claims.kind)}?${query.toString()}`;
  }

  /**
   * Whether the link is the one we signed (only the canonical spelling of each value is accepted,
   * so one link has one valid form) and, if so, whether it is still in time. The signature is
   * checked first: an altered expiry reads as tampered, not as expired.
   */
  check(kind: ExportKind, query: Record<string, unknown>, nowSeconds: number): ExportLinkCheck {
    const { filter = '{}', staff, v, exp, sig } = query;
    if (
      typeof filter !== 'string' ||
      typeof staff !== 'string' ||
      typeof v !== 'string' ||
      typeof exp !== 'string' ||
      typeof sig !== 'string' ||
      !CANONICAL_ID.test(staff) ||
      !CANONICAL_NUMBER.test(v) ||
      !CANONICAL_NUMBER.test(exp)
    ) {
      return { valid: false, reason: 'invalid' };
    }
    const claims = {
      kind,
      staffId: Number(staff),
      version: Number(v),
      filter,
      expiresAt: Number(exp),
    };
    const expected = Buffer.from(this.signature(claims));
    const given = Buffer.from(sig);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return { valid: false, reason: 'invalid' };
    }
    return nowSeconds < claims.expiresAt
      ? { valid: true, claims }
      : { valid: false, reason: 'expired' };
  }

  private signature(claims: ExportLinkClaims): string {
    return createHmac('sha256', this.key)
      .update(
        [claims.kind, claims.staffId, claims.version, claims.expiresAt, claims.filter].join('\n'),
      )
      .digest('base64url');
  }
}
