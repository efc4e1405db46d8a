/**
 * Course certificates: content issues them as lessons are completed; payments (a refund) and
 * users (deletion, the purge) revoke them and remove the holder's name.
 */
export { CertificatesModule } from './certificates.module.js';
export { CertificatesService } from './certificates.service.js';
export { CertificateIssuer } from './certificate-issuer.service.js';
export { AdminCertificateResponse } from './dto/certificate.responses.js';
