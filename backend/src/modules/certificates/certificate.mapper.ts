import type { AdminCertificate, CertificateVerification, OwnCertificate } from '@academy/contracts';
import { calendarDate } from '../../common/dates/document-date.js';
import type { CertificateEntity } from './certificate.entity.js';

const statusOf = (certificate: CertificateEntity) =>
  certificate.revokedAt === null ? ('valid' as const) : ('revoked' as const);

/** The day the certificate states: its PDF prints it in the same zone (`certificate-pdf.ts`). */
const issuedOn = (certificate: CertificateEntity) =>
  calendarDate(certificate.issuedAt, certificate.timeZone);

/** What the public verify page shows: no e-mail, phone, balance or account id. */
export function toVerification(certificate: CertificateEntity): CertificateVerification {
  return {
    code: certificate.code,
    holderName: certificate.holderName,
    course: certificate.tier,
    issuedAt: certificate.issuedAt.toISOString(),
    issuedOn: issuedOn(certificate),
    status: statusOf(certificate),
    ...(certificate.revokedReason !== null ? { revokedReason: certificate.revokedReason } : {}),
  };
}

export function toOwnCertificate(certificate: CertificateEntity): OwnCertificate {
  return {
    code: certificate.code,
    holderName: certificate.holderName,
    course: certificate.tier,
    issuedAt: certificate.issuedAt.toISOString(),
    issuedOn: issuedOn(certificate),
    lessonsCompleted: certificate.lessonsCompleted,
    status: statusOf(certificate),
    revokedReason: certificate.revokedReason,
  };
}

export function toAdminCertificate(certificate: CertificateEntity): AdminCertificate {
  return {
    id: certificate.id,
    code: certificate.code,
    userId: certificate.userId,
    holderName: certificate.holderName,
    course: certificate.tier,
    issuedAt: certificate.issuedAt.toISOString(),
    lessonsCompleted: certificate.lessonsCompleted,
    status: statusOf(certificate),
    revokedAt: certificate.revokedAt?.toISOString() ?? null,
    revokedReason: certificate.revokedReason,
  };
}
