import type { CertificateVerification } from '@academy/contracts';
import { useEffect, useState } from 'react';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/certificates/:code: public, no token. */
export function fetchCertificate(
  code: string,
  signal?: AbortSignal,
): Promise<CertificateVerification> {
  return apiRequest<CertificateVerification>(`/certificates/${encodeURIComponent(code)}`, {
    signal,
  });
}

type CertificateAnswer =
  | { isPending: true; isError: false; data: undefined; error: null }
  | { isPending: false; isError: true; data: undefined; error: Error }
  | { isPending: false; isError: false; data: CertificateVerification; error: null };

const PENDING: CertificateAnswer = {
  isPending: true,
  isError: false,
  data: undefined,
  error: null,
};

/**
 * The certificate with this code, asked for once per code. An unknown code (404) or too many
 * tries (429) is an answer, not something to ask again.
 */
export function useCertificate(code: string): CertificateAnswer {
  const [answer, setAnswer] = useState<{ code: string; answer: CertificateAnswer } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    const settle = (settled: CertificateAnswer) => {
      if (!controller.signal.aborted) setAnswer({ code, answer: settled });
    };
    fetchCertificate(code, controller.signal).then(
      (data) => settle({ isPending: false, isError: false, data, error: null }),
      (error: unknown) =>
        settle({
          isPending: false,
          isError: true,
          data: undefined,
          error: error instanceof Error ? error : new Error(String(error)),
        }),
    );
    return () => controller.abort();
  }, [code]);
  return answer?.code === code ? answer.answer : PENDING;
}
