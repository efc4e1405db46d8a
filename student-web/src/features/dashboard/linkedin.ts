import type { OwnCertificate } from '@academy/contracts';

const ADD_TO_PROFILE = 'https://www.linkedin.com/profile/add';

/**
 * LinkedIn's "Add to profile" link for a certification, filled in: the course, the academy,
 * the month it was issued, the verify page and the code.
 */
export function linkedInAddToProfileUrl(
  certificate: Pick<OwnCertificate, 'code' | 'issuedAt'>,
  name: string,
  verifyUrl: string,
): string {
  const issued = new Date(certificate.issuedAt);
  const params = new URLSearchParams({
    startTask: 'CERTIFICATION_NAME',
    name,
    organizationName: 'Trading Academy',
    issueYear: String(issued.getUTCFullYear()),
    issueMonth: String(issued.getUTCMonth() + 1),
    certUrl: verifyUrl,
    certId: certificate.code,
  });
  return `${ADD_TO_PROFILE}?${params.toString()}`;
}
