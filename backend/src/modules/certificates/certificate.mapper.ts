import type { AdminCertificate, CertificateVerification, OwnCertificate } from '@academy/contracts';
import { calendarDate } from '../../common/dates/document-date.js';
import type { CertificateEntity } from './certificate.entity.js';

const statusOf = (certificate: CertificateEntity) =>
  certificate.revokedAt === null ? ('valid' as const) : ('revoked' as const);

/**
 * What the holder's and the public view both state: the holder, the course, the day of issue (as
 * its PDF prints it, in the zone kept on the certificate) and whether it still stands.
 */
function statement(certificate: CertificateEntity) {
  return {
    code: certificate.code,
    holderName: certificate.holderName,
    course: certificate.tier,
    issuedAt: certificate.issuedAt.toISOString(),
    issuedOn: calendarDate(certificate.issuedAt, certificate.timeZone),
    status: statusOf(certificate),
  };
}

/** What the public verify page shows: no e-mail, phone, balance or account id. */
export function toVerification(certificate: CertificateEntity): CertificateVerification {
  return {
    ...statement(certificate),
    ...(certificate.revokedReason !== null ? { revokedReason: certificate.revokedReason } : {}),
  };
}

export function toOwnCertificate(certificate: CertificateEntity): OwnCertificate {
  return {
    ...statement(certificate),
    lessonsCompleted: certificate.lessonsCompleted,
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
