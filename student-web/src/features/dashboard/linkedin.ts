import type { OwnCertificate } from '@academy/contracts';

const ADD_TO_PROFILE = 'https://www.linkedin.com/profile/add';

/**
 * LinkedIn's "Add to profile" link for a certification, filled in: the course, the academy,
 * the month it was issued (as the certificate states it), the verify page and the code.
 */
export function linkedInAddToProfileUrl(
  certificate: Pick<OwnCertificate, 'code' | 'issuedOn'>,
  name: string,
  verifyUrl: string,
): string {
  const [year, month] = certificate.issuedOn.split('-');
  const params = new URLSearchParams({
    startTask: 'CERTIFICATION_NAME',
    name,
    organizationName: 'Trading Academy',
    issueYear: year,
    issueMonth: String(Number(month)),
    certUrl: verifyUrl,
    certId: certificate.code,
  });
  return `${ADD_TO_PROFILE}?${params.toString()}`;
}
