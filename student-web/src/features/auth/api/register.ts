import type { AuthTokenResponse, RegisterRequest } from '@academy/contracts';
import { apiRequest } from '../../../lib/api-client';
import { useRequest } from '../../../lib/use-request';
import { AnswerWithoutToken } from '../error-message';

/** POST /api/register: creates the account and answers its first token. */
export function register(body: RegisterRequest): Promise<AuthTokenResponse> {
  return apiRequest<AuthTokenResponse>('/register', { method: 'POST', body });
}

/** Answers the new account's token; an answer without one fails with AnswerWithoutToken. */
async function registerForToken(body: RegisterRequest): Promise<string> {
  const answer = await register(body);
  if (!answer.token) throw new AnswerWithoutToken(answer.message);
  return answer.token;
}

export function useRegister() {
  return useRequest(registerForToken);
}
