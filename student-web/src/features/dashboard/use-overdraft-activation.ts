import { useCallback, useRef, useState } from 'react';
import { useSession } from '../session/use-session';
import { activateOverdraft } from './api/activate-overdraft';
import { celebrate } from './celebrate';

export type OverdraftActivationStatus = 'idle' | 'busy' | 'done';

/**
 * SPEC.md §4's overdraft: on success the card congratulates, confetti plays and the user is
 * reloaded; a failure is only logged and the offer stays as it was.
 */
export function useOverdraftActivation() {
  const { user, refreshUser } = useSession();
  const [status, setStatus] = useState<OverdraftActivationStatus>('idle');
  // A second click before the first answer must not send a second request.
  const inFlight = useRef(false);

  const activate = useCallback(async () => {
    if (!user || inFlight.current) return;
    inFlight.current = true;
    setStatus('busy');
    try {
      await activateOverdraft(user.id);
    } catch (error) {
      console.error('Overdraft activation failed', error);
      setStatus('idle');
      return;
    } finally {
      inFlight.current = false;
    }
    setStatus('done');
    void celebrate();
    await refreshUser();
  }, [user, refreshUser]);

  return { status, activate };
}
