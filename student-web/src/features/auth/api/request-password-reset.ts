import type { MessageResponse, ResetPasswordRequest } from '@academy/contracts';
import { apiRequest } from '../../../lib/api-client';
import { useRequest } from '../../../lib/use-request';

/** POST /api/reset-password: mails a reset link (the same answer for unknown e-mails). */
export function requestPasswordReset(body: ResetPasswordRequest): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/reset-password', { method: 'POST', body });
}

export function useRequestPasswordReset() {
  return useRequest(requestPasswordReset);
}
