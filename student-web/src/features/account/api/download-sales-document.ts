import type { SalesDocumentKind } from '@academy/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFile } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

const ROUTES: Record<SalesDocumentKind, string> = {
  receipt: 'receipt.pdf',
  credit_note: 'credit-note.pdf',
};

export interface SalesDocumentDownload {
  paymentId: string;
  kind: SalesDocumentKind;
  /** The document's number, which names the saved file. */
  number: string;
}

/** GET /api/payments/:id/receipt.pdf or …/credit-note.pdf, saved as `<number>.pdf`. */
export async function downloadSalesDocument({
  paymentId,
  kind,
  number,
}: SalesDocumentDownload): Promise<void> {
  const file = await apiFile(`/payments/${encodeURIComponent(paymentId)}/${ROUTES[kind]}`);
  saveFile(file, `${number}.pdf`);
}

export function useDownloadSalesDocument() {
  return useMutation({ mutationFn: downloadSalesDocument });
}
