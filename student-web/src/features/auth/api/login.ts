import type { AuthTokenResponse, LoginRequest } from '@academy/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { AnswerWithoutToken } from '../error-message';

/** POST /api/login: a token for the e-mail and password. */
export function login(body: LoginRequest): Promise<AuthTokenResponse> {
  return apiRequest<AuthTokenResponse>('/login', { method: 'POST', body });
}

/** Answers the token; an answer without one fails with AnswerWithoutToken. */
export function useLogin() {
  return useMutation({
    mutationKey: ['login'],
    mutationFn: async (body: LoginRequest) => {
      const answer = await login(body);
      if (!answer.token) throw new AnswerWithoutToken(answer.message);
      return answer.token;
    },
  });
}
