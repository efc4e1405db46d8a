import type { AuthTokenResponse, RegisterRequest } from '@academy/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { AnswerWithoutToken } from '../error-message';

export const registerMutationKey = ['register'] as const;

/** POST /api/register: creates the account and answers its first token. */
export function register(body: RegisterRequest): Promise<AuthTokenResponse> {
  return apiRequest<AuthTokenResponse>('/register', { method: 'POST', body });
}

/** Answers the new account's token; an answer without one fails with AnswerWithoutToken. */
export function useRegister() {
  return useMutation({
    mutationKey: registerMutationKey,
    mutationFn: async (body: RegisterRequest) => {
      const answer = await register(body);
      if (!answer.token) throw new AnswerWithoutToken(answer.message);
      return answer.token;
    },
  });
}
