import type { AuthTokenResponse, LoginRequest } from '@academy/contracts';
import { apiRequest } from '../../../lib/api-client';
import { useRequest } from '../../../lib/use-request';
import { AnswerWithoutToken } from '../error-message';

/** POST /api/login: a token for the e-mail and password. */
export function login(body: LoginRequest): Promise<AuthTokenResponse> {
  return apiRequest<AuthTokenResponse>('/login', { method: 'POST', body });
}

/** Answers the token; an answer without one fails with AnswerWithoutToken. */
async function loginForToken(body: LoginRequest): Promise<string> {
  const answer = await login(body);
  if (!answer.token) throw new AnswerWithoutToken(answer.message);
  return answer.token;
}

export function useLogin() {
  return useRequest(loginForToken);
}
