import type { PaymentReviewNotice } from '@academy/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Staff may change it at any time; it is the same for every student. */
export const reviewNoticeQueryKey = ['user', 'payment-review-notice'] as const;

/** GET /api/payments/review-notice: what happens next, as staff wrote it (null: not written). */
export async function fetchReviewNotice(signal?: AbortSignal): Promise<PaymentReviewNotice> {
  return apiRequest<PaymentReviewNotice>('/payments/review-notice', {
    authenticated: true,
    signal,
  });
}

export function useReviewNotice(enabled: boolean) {
  return useQuery({
    queryKey: reviewNoticeQueryKey,
    queryFn: ({ signal }) => fetchReviewNotice(signal),
    enabled,
    staleTime: 5 * 60_000,
    meta: { failureMessage: 'Failed to load the payment review notice', failureLevel: 'warn' },
  });
}
