import type { MessageResponse, UnlockSignInRequest } from '@academy/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/sign-in/unlock: lifts the lock on the account's sign-in with the mailed token. */
export function unlockSignIn(body: UnlockSignInRequest): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/sign-in/unlock', { method: 'POST', body });
}

export function useUnlockSignIn() {
  return useMutation({ mutationKey: ['unlock-sign-in'], mutationFn: unlockSignIn });
}
