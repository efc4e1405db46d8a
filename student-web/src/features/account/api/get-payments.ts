import type { PaymentRecord, PaymentsEnvelope } from '@academy/contracts';
import { useQuery } from '@tanstack/react-query';
import { currentUserQueryKey } from '../../../app/session/api/get-current-user';
import { apiRequest } from '../../../lib/api-client';

/** Under the user's key: a payment that changes the user refreshes the list too. */
export const paymentsQueryKey = [...currentUserQueryKey, 'payments'] as const;

/** GET /api/payments: the student's own payments, newest first; a non-200 answer is a failure. */
export async function fetchPayments(signal?: AbortSignal): Promise<PaymentRecord[]> {
  const envelope = await apiRequest<PaymentsEnvelope | null>('/payments', {
    authenticated: true,
    signal,
  });
  if (envelope?.status !== 200 || !Array.isArray(envelope.data)) {
    throw new Error('Unexpected payments answer');
  }
  return envelope.data;
}

/**
 * Loaded again on every visit of the screen (the cached list shows meanwhile); with
 * `pendingRefreshMs`, also every so often while a payment waits, so a decision shows by itself.
 */
export function usePayments(pendingRefreshMs?: number) {
  return useQuery({
    queryKey: paymentsQueryKey,
    queryFn: ({ signal }) => fetchPayments(signal),
    refetchInterval: (query) =>
      pendingRefreshMs !== undefined &&
      query.state.data?.some((payment) => payment.status === 'pending')
        ? pendingRefreshMs
        : false,
    meta: { failureMessage: 'Failed to fetch payments' },
  });
}
