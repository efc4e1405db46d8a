import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSession } from '../../app/session/use-session';
import { activateOverdraftMutationKey, useActivateOverdraft } from './api/activate-overdraft';
import { celebrate } from './celebrate';

export type OverdraftActivationStatus = 'idle' | 'busy' | 'done';

/**
 * SPEC.md §4's overdraft: on success the card congratulates, confetti plays and the user is
 * reloaded; a failure is only logged and the offer stays as it was.
 */
export function useOverdraftActivation() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const { mutate, status } = useActivateOverdraft();

  const activate = useCallback(() => {
    // The cache knows at once; a second click may come before this component re-renders.
    if (!user || queryClient.isMutating({ mutationKey: activateOverdraftMutationKey }) > 0) return;
    mutate(user.id, {
      onSuccess: () => void celebrate(),
      onError: (error) => console.error('Overdraft activation failed', error),
    });
  }, [user, queryClient, mutate]);

  const activationStatus: OverdraftActivationStatus =
    status === 'pending' ? 'busy' : status === 'success' ? 'done' : 'idle';
  return { status: activationStatus, activate };
}
