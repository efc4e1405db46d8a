import type { CertificateVerification } from '@academy/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const certificateQueryKey = (code: string) => ['certificate', code] as const;

/** GET /api/certificates/:code: public, no token. */
export function fetchCertificate(
  code: string,
  signal?: AbortSignal,
): Promise<CertificateVerification> {
  return apiRequest<CertificateVerification>(`/certificates/${encodeURIComponent(code)}`, {
    signal,
  });
}

/** An unknown code (404) or too many tries (429) is an answer, not something to retry. */
export function useCertificate(code: string) {
  return useQuery({
    queryKey: certificateQueryKey(code),
    queryFn: ({ signal }) => fetchCertificate(code, signal),
    retry: false,
  });
}
