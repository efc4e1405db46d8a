import { useMutation } from '@tanstack/react-query';
import { apiFile } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/** GET /api/certificates/:code.pdf, saved as certificate-<code>.pdf. */
export async function downloadCertificate(code: string): Promise<void> {
  const file = await apiFile(`/certificates/${encodeURIComponent(code)}.pdf`);
  saveFile(file, `certificate-${code}.pdf`);
}

export function useDownloadCertificate() {
  return useMutation({ mutationFn: downloadCertificate });
}
