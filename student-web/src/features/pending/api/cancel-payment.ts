import type { PaymentRecord } from '@academy/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { paymentsQueryKey } from '../../account';

export const cancelPaymentMutationKey = ['cancel-payment'] as const;

/** POST /api/payments/:id/cancel: the student takes back their own "I have paid". */
export async function cancelPayment(paymentId: string): Promise<PaymentRecord> {
  return apiRequest<PaymentRecord>(`/payments/${encodeURIComponent(paymentId)}/cancel`, {
    method: 'POST',
    authenticated: true,
  });
}

/** Cancels, then reads the payments again so every pending card drops it. */
export function useCancelPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: cancelPaymentMutationKey,
    mutationFn: cancelPayment,
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentsQueryKey }),
  });
}
