import type { CourseTierName } from './catalogue.js';
import type { PaymentKind, PaymentMethod } from './payments.js';

/**
 * The documents a paid payment produces: a sales receipt when it is paid and a credit note when
 * it is refunded. Not the proof-of-payment file a student attaches to a manual payment.
 */
export const SALES_DOCUMENT_KINDS = ['receipt', 'credit_note'] as const;
export type SalesDocumentKind = (typeof SALES_DOCUMENT_KINDS)[number];

/** Each kind's number prefix; numbers read `<prefix>-<year>-<six digits>`, gap-free per year. */
export const SALES_DOCUMENT_PREFIXES: Record<SalesDocumentKind, string> = {
  receipt: 'TA',
  credit_note: 'CN',
};

/** A sales receipt or credit note as the `receipt.issued` webhook event carries it. */
export interface SalesDocument {
  number: string;
  kind: SalesDocumentKind;
  /** The payment's public id. */
  paymentId: string;
  userId: number;
  /** The receipt a credit note refers to; null for a receipt. */
  refersTo: string | null;
  buyerName: string;
  buyerEmail: string;
  paymentKind: PaymentKind;
  tier: CourseTierName | null;
  method: PaymentMethod;
  amount: number;
  currency: 'USD';
  issuedAt: string;
}

/** 20 characters of RFC 4648 base32 (100 bits), shown in groups of four. */
export const CERTIFICATE_CODE_PATTERN = /^[A-Z2-7]{4}(?:-[A-Z2-7]{4}){4}$/;

export const CERTIFICATE_STATUSES = ['valid', 'revoked'] as const;
export type CertificateStatus = (typeof CERTIFICATE_STATUSES)[number];

/** GET /api/certificates/:code, public: what anyone holding the code may see. */
export interface CertificateVerification {
  code: string;
  holderName: string;
  course: CourseTierName;
  issuedAt: string;
  /**
   * The calendar date of issue, `YYYY-MM-DD`, where its holder was: the day the PDF states, to
   * show as it is rather than `issuedAt` in the reader's time zone.
   */
  issuedOn: string;
  status: CertificateStatus;
  revokedReason?: string;
}

/** One of the student's own certificates (GET /api/certificates). */
export interface OwnCertificate {
  code: string;
  holderName: string;
  course: CourseTierName;
  issuedAt: string;
  /** The day the PDF states, as in `CertificateVerification`. */
  issuedOn: string;
  lessonsCompleted: number;
  status: CertificateStatus;
  revokedReason: string | null;
}

/** A certificate in the back office's Certificates resource (GET /api/admin/certificates). */
export interface AdminCertificate {
  id: number;
  code: string;
  userId: number;
  holderName: string;
  course: CourseTierName;
  issuedAt: string;
  lessonsCompleted: number;
  status: CertificateStatus;
  revokedAt: string | null;
  revokedReason: string | null;
}

export const CERTIFICATE_REVOKE_REASON_MAX = 500;

/** POST /api/admin/certificates/:code/revoke. */
export interface RevokeCertificateRequest {
  reason: string;
}

/** A certificate as the `certificate.issued` webhook event carries it. */
export type IssuedCertificate = AdminCertificate;
