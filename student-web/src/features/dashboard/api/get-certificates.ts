import type { OwnCertificate } from '@academy/contracts';
import { useQuery } from '@tanstack/react-query';
import { currentUserQueryKey } from '../../../app/session/api/get-current-user';
import { apiRequest } from '../../../lib/api-client';

/** Under the user's key, so whatever refreshes the student refreshes their certificates too. */
export const certificatesQueryKey = [...currentUserQueryKey, 'certificates'] as const;

/** GET /api/certificates: the student's own certificates, newest first. */
export async function fetchCertificates(signal?: AbortSignal): Promise<OwnCertificate[]> {
  const certificates = await apiRequest<OwnCertificate[] | null>('/certificates', {
    authenticated: true,
    signal,
  });
  if (!Array.isArray(certificates)) throw new Error('Unexpected certificates answer');
  return certificates;
}

export function useCertificates() {
  return useQuery({
    queryKey: certificatesQueryKey,
    queryFn: ({ signal }) => fetchCertificates(signal),
    meta: { failureMessage: 'Failed to fetch certificates' },
  });
}
