import type { MessageResponse, VerifyEmailRequest } from '@academy/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { currentUserQueryKey } from '../../../app/session/api/get-current-user';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/user/email/verify: the mailed link proves the student reads the address. */
export function verifyEmail(body: VerifyEmailRequest): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/user/email/verify', { method: 'POST', body });
}

/** A signed-in student's dashboard then drops its banner. */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['verify-email'],
    mutationFn: verifyEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey, exact: true }),
  });
}
