import {
  PAYMENT_RETURN_OUTCOMES,
  PAYMENT_RETURN_PARAM,
  type PaymentReturnOutcome,
} from '@academy/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { currentUserQueryKey, useCurrentUserQuery } from '../../app/session/api/get-current-user';

/**
 * A provider's confirmation (Stripe's webhook) may reach the server a few seconds after the
 * student is sent back, so after a success the user is looked at again every few seconds,
 * until it changes or the window closes.
 */
export const PAYMENT_RECHECK_INTERVAL_MS = 3_000;
export const PAYMENT_RECHECK_WINDOW_MS = 12_000;

function outcomeOf(value: string | null): PaymentReturnOutcome | null {
  return PAYMENT_RETURN_OUTCOMES.find((outcome) => outcome === value) ?? null;
}

/**
 * A checkout comes back to /dashboard?payment=success|cancelled. The user is reloaded, since a
 * paid course or top-up changed it on the server; dismissing the notice drops the parameter.
 */
export function usePaymentReturn() {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const outcome = outcomeOf(params.get(PAYMENT_RETURN_PARAM));
  // Read by the polling decision, which runs outside rendering.
  const recheck = useRef<{ until: number; userBefore: unknown } | null>(null);

  useEffect(() => {
    if (!outcome) return;
    recheck.current =
      outcome === 'success'
        ? {
            until: Date.now() + PAYMENT_RECHECK_WINDOW_MS,
            userBefore: queryClient.getQueryData(currentUserQueryKey),
          }
        : null;
    void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
  }, [outcome, queryClient]);

  useCurrentUserQuery({
    // An unchanged answer keeps the cached object (structural sharing), so identity tells.
    refetchInterval: (query) =>
      outcome === 'success' &&
      recheck.current !== null &&
      Date.now() < recheck.current.until &&
      query.state.data === recheck.current.userBefore
        ? PAYMENT_RECHECK_INTERVAL_MS
        : false,
  });

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
