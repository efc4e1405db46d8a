import type { MessageResponse, ResetPasswordConfirmRequest } from '@academy/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/reset-password/confirm: sets the new password with the mailed link's token. */
export function confirmPasswordReset(body: ResetPasswordConfirmRequest): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/reset-password/confirm', { method: 'POST', body });
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationKey: ['confirm-password-reset'], mutationFn: confirmPasswordReset });
}
