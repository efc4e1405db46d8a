import { RECEIPT_FIELD, type PaymentRecord } from '@academy/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { paymentsQueryKey } from '../../account';

export const uploadReceiptMutationKey = ['upload-receipt'] as const;

export interface ReceiptUpload {
  paymentId: string;
  receipt: File;
}

/** PUT /api/payments/:id/receipt: attaches the student's receipt (multipart) to their payment. */
export function uploadReceipt({ paymentId, receipt }: ReceiptUpload): Promise<PaymentRecord> {
  const form = new FormData();
  form.append(RECEIPT_FIELD, receipt, receipt.name);
  return apiRequest<PaymentRecord>(`/payments/${encodeURIComponent(paymentId)}/receipt`, {
    method: 'PUT',
    body: form,
    authenticated: true,
  });
}

export function useUploadReceipt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: uploadReceiptMutationKey,
    mutationFn: uploadReceipt,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: paymentsQueryKey });
    },
  });
}
