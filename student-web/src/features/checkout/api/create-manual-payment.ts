import type { ManualPayment, ManualPaymentRequest } from '@academy/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { paymentsQueryKey } from '../../account';

export const createManualPaymentMutationKey = ['create-manual-payment'] as const;

/**
 * POST /api/payments/manual: "I have paid" for Crypto, P2P/IBAN, Coinumm or Revoxpay. The API
 * prices it from the catalogue and records it as pending until staff check the reference.
 */
export function createManualPayment(request: ManualPaymentRequest): Promise<ManualPayment> {
  return apiRequest<ManualPayment>('/payments/manual', {
    method: 'POST',
    body: request,
    authenticated: true,
  });
}

/** Records the payment; the student's list of payments then shows it. */
export function useCreateManualPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: createManualPaymentMutationKey,
    mutationFn: createManualPayment,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: paymentsQueryKey });
    },
  });
}
