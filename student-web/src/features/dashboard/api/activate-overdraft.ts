import type { UserEnvelope } from '@academy/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { currentUserQueryKey } from '../../../app/session/api/get-current-user';
import { apiRequest } from '../../../lib/api-client';

export const activateOverdraftMutationKey = ['activate-overdraft'] as const;

/** POST /api/user/overdraft/{id}: starts the student's own trial; any non-OK status throws. */
export function activateOverdraft(userId: number): Promise<UserEnvelope> {
  return apiRequest<UserEnvelope>(`/user/overdraft/${userId}`, {
    method: 'POST',
    authenticated: true,
  });
}

/** The trial changes the balance and the flag: the user is reloaded once it is granted. */
export function useActivateOverdraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: activateOverdraftMutationKey,
    mutationFn: activateOverdraft,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
  });
}
