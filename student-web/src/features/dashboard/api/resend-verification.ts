import type { MessageResponse } from '@academy/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/user/email/verify/resend: another verification link (3 per 15 minutes). */
export function resendVerification(): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/user/email/verify/resend', {
    method: 'POST',
    authenticated: true,
  });
}

export function useResendVerification() {
  return useMutation({ mutationKey: ['resend-verification'], mutationFn: resendVerification });
}
