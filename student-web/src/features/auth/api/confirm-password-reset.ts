import type { MessageResponse, ResetPasswordConfirmRequest } from '@academy/contracts';
import { apiRequest } from '../../../lib/api-client';
import { useRequest } from '../../../lib/use-request';

/** POST /api/reset-password/confirm: sets the new password with the mailed link's token. */
export function confirmPasswordReset(body: ResetPasswordConfirmRequest): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/reset-password/confirm', { method: 'POST', body });
}

export function useConfirmPasswordReset() {
  return useRequest(confirmPasswordReset);
}
