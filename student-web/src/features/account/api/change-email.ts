import type { ChangeEmailRequest, MessageResponse } from '@academy/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { currentUserQueryKey } from '../../../app/session/api/get-current-user';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/user/email: mails a confirmation link to the new address (202). */
export function changeEmail(body: ChangeEmailRequest): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/user/email', {
    method: 'POST',
    body,
    authenticated: true,
  });
}

/** Reloads the student afterwards: the account now shows the address waiting for confirmation. */
export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['change-email'],
    mutationFn: changeEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey, exact: true }),
  });
}
