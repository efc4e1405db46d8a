import type { AdminCertificate, RevokeCertificateRequest } from '@academy/contracts';
import { ADMIN_API, json, type AdminHttp } from '../../providers/admin-http';

/** The certificates' calls that are not plain CRUD. */
export interface CertificatesDataProvider {
  /** Revokes a certificate; its public verify page then shows the reason. */
  revokeCertificate(code: string, request: RevokeCertificateRequest): Promise<AdminCertificate>;
}

export function certificatesDataProvider({ request }: AdminHttp): CertificatesDataProvider {
  return {
    revokeCertificate: (code, body) =>
      request<AdminCertificate>(
        `${ADMIN_API}/certificates/${encodeURIComponent(code)}/revoke`,
        json(body),
      ),
  };
}
