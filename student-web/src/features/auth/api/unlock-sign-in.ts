import type { MessageResponse, UnlockSignInRequest } from '@academy/contracts';
import { apiRequest } from '../../../lib/api-client';
import { useRequest } from '../../../lib/use-request';

/** POST /api/sign-in/unlock: lifts the lock on the account's sign-in with the mailed token. */
export function unlockSignIn(body: UnlockSignInRequest): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/sign-in/unlock', { method: 'POST', body });
}

export function useUnlockSignIn() {
  return useRequest(unlockSignIn);
}
