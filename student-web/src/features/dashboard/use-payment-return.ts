import {
  PAYMENT_RETURN_OUTCOMES,
  PAYMENT_RETURN_PARAM,
  type PaymentReturnOutcome,
} from '@academy/contracts';
import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSession } from '../session/use-session';

/**
 * A provider's confirmation (Stripe's webhook) may reach the server a few seconds after the
 * student is sent back, so a success is looked at again a little later.
 */
export const PAYMENT_RECHECK_DELAYS_MS = [3_000, 10_000] as const;

function outcomeOf(value: string | null): PaymentReturnOutcome | null {
  return PAYMENT_RETURN_OUTCOMES.find((outcome) => outcome === value) ?? null;
}

/**
 * A checkout comes back to /dashboard?payment=success|cancelled. The user is reloaded, since a
 * paid course or top-up changed it on the server; dismissing the notice drops the parameter.
 */
export function usePaymentReturn() {
  const [params, setParams] = useSearchParams();
  const { refreshUser } = useSession();
  const outcome = outcomeOf(params.get(PAYMENT_RETURN_PARAM));

  useEffect(() => {
    if (!outcome) return;
    void refreshUser();
    if (outcome !== 'success') return;
    const rechecks = PAYMENT_RECHECK_DELAYS_MS.map((delay) =>
      setTimeout(() => void refreshUser(), delay),
    );
    return () => rechecks.forEach(clearTimeout);
  }, [outcome, refreshUser]);

  const dismiss = useCallback(
    () =>
      setParams(
        (current) => {
          current.delete(PAYMENT_RETURN_PARAM);
          return current;
        },
        { replace: true },
      ),
    [setParams],
  );

  return { outcome, dismiss };
}
