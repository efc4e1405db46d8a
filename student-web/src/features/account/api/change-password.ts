import type { ChangePasswordRequest, MessageResponse } from '@academy/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { sessionsQueryKey } from './sessions';

/** PUT /api/user/password: the student's other sessions end; this one stays. */
export function changePassword(body: ChangePasswordRequest): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/user/password', {
    method: 'PUT',
    body,
    authenticated: true,
  });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['change-password'],
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
