import { useCallback } from 'react';
import { useSession } from '../../app/session/use-session';
import { useMutationInFlight } from '../../lib/use-mutation-in-flight';
import { activateOverdraftMutationKey, useActivateOverdraft } from './api/activate-overdraft';
import { celebrate } from './celebrate';

export type OverdraftActivationStatus = 'idle' | 'busy' | 'done';

/**
 * SPEC.md §4's overdraft: on success the card congratulates, confetti plays and the user is
 * reloaded; a failure is only logged and the offer stays as it was.
 */
export function useOverdraftActivation() {
  const { user } = useSession();
  const activating = useMutationInFlight(activateOverdraftMutationKey);
  const { mutate, status } = useActivateOverdraft();

  const activate = useCallback(() => {
    if (!user || activating()) return;
    mutate(user.id, {
      onSuccess: () => void celebrate(),
      onError: (error) => console.error('Overdraft activation failed', error),
    });
  }, [user, activating, mutate]);

  const activationStatus: OverdraftActivationStatus =
    status === 'pending' ? 'busy' : status === 'success' ? 'done' : 'idle';
  return { status: activationStatus, activate };
}
