import type { Purchase, User } from '@academy/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  createCheckoutSessionMutationKey,
  useCreateCheckoutSession,
} from './api/create-checkout-session';
import { purchaseCourse } from './purchase-query';
import { usePageRestore } from './use-page-restore';

/**
 * The Card method: asks the API for a checkout page and goes there. A failure is only logged
 * (SPEC.md §8) and the button is usable again.
 */
export function useCardCheckout(purchase: Purchase, user: User | null) {
  const queryClient = useQueryClient();
  const { mutate, reset, isPending, isSuccess } = useCreateCheckoutSession();
  usePageRestore(reset);

  const pay = useCallback(() => {
    // The cache knows at once; a second click may come before this component re-renders.
    const inFlight = queryClient.isMutating({ mutationKey: createCheckoutSessionMutationKey }) > 0;
    if (!user || inFlight) return;
    mutate(
      { course: purchaseCourse(purchase), userId: user.id, price: purchase.amount },
      {
        onSuccess: (url) => window.location.assign(url),
        onError: (error) => console.error('Checkout failed', error),
      },
    );
  }, [purchase, user, queryClient, mutate]);

  // Stays busy while the browser leaves for the checkout page.
  return { busy: isPending || isSuccess, pay };
}
