import type { ConfirmEmailRequest, MessageResponse } from '@academy/contracts';
import { sessionStore } from '../../../app/session/session-store';
import { apiRequest } from '../../../lib/api-client';
import { useRequest } from '../../../lib/use-request';

/** POST /api/user/email/confirm: makes the mailed address the account's e-mail. */
export function confirmEmail(body: ConfirmEmailRequest): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/user/email/confirm', { method: 'POST', body });
}

/**
 * A signed-in student then sees the new address:
 * the session is loaded again before the page says it is done.
 */
async function confirmEmailAndReload(body: ConfirmEmailRequest): Promise<MessageResponse> {
  const answer = await confirmEmail(body);
  await sessionStore.refresh().catch(() => undefined);
  return answer;
}

export function useConfirmEmail() {
  return useRequest(confirmEmailAndReload);
}
