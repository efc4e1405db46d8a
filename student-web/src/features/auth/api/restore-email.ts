import type { MessageResponse, RestoreEmailRequest } from '@academy/contracts';
import { apiRequest } from '../../../lib/api-client';
import { useRequest } from '../../../lib/use-request';

/**
 * POST /api/user/email/restore: gives the account back the address the notice went to; every
 * session ends, this device's too, and a password reset link is mailed there.
 */
export function restoreEmail(body: RestoreEmailRequest): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/user/email/restore', { method: 'POST', body });
}

export function useRestoreEmail() {
  return useRequest(restoreEmail);
}
