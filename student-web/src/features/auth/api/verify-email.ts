import type { MessageResponse, VerifyEmailRequest } from '@academy/contracts';
import { sessionStore } from '../../../app/session/session-store';
import { apiRequest } from '../../../lib/api-client';
import { useRequest } from '../../../lib/use-request';

/** POST /api/user/email/verify: the mailed link proves the student reads the address. */
export function verifyEmail(body: VerifyEmailRequest): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/user/email/verify', { method: 'POST', body });
}

/**
 * A signed-in student's dashboard then drops its banner:
 * the session is loaded again before the page says it is done.
 */
async function verifyEmailAndReload(body: VerifyEmailRequest): Promise<MessageResponse> {
  const answer = await verifyEmail(body);
  await sessionStore.refresh().catch(() => undefined);
  return answer;
}

export function useVerifyEmail() {
  return useRequest(verifyEmailAndReload);
}
