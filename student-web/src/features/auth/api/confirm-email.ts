import type { ConfirmEmailRequest, MessageResponse } from '@academy/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { currentUserQueryKey } from '../../../app/session/api/get-current-user';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/user/email/confirm: makes the mailed address the account's e-mail. */
export function confirmEmail(body: ConfirmEmailRequest): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/user/email/confirm', { method: 'POST', body });
}

/** A signed-in student then sees the new address. */
export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['confirm-email'],
    mutationFn: confirmEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey, exact: true }),
  });
}
