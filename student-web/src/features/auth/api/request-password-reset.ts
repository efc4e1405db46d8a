import type { MessageResponse, ResetPasswordRequest } from '@academy/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/reset-password: mails a reset link (the same answer for unknown e-mails). */
export function requestPasswordReset(body: ResetPasswordRequest): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/reset-password', { method: 'POST', body });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationKey: ['request-password-reset'], mutationFn: requestPasswordReset });
}
