import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const markPaymentNoticeSeenMutationKey = ['mark-payment-notice-seen'] as const;

/** POST /api/payments/:id/notice-seen (204): the student has been told what became of it. */
export async function markPaymentNoticeSeen(paymentId: string): Promise<void> {
  await apiRequest<null>(`/payments/${encodeURIComponent(paymentId)}/notice-seen`, {
    method: 'POST',
    authenticated: true,
  });
}

export function useMarkPaymentNoticeSeen() {
  return useMutation({
    mutationKey: markPaymentNoticeSeenMutationKey,
    mutationFn: markPaymentNoticeSeen,
  });
}
