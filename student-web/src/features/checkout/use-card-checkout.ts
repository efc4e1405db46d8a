import type { Purchase, User } from '@academy/contracts';
import { useCallback } from 'react';
import {
  createCheckoutSessionMutationKey,
  useCreateCheckoutSession,
} from './api/create-checkout-session';
import { useMutationInFlight } from '../../lib/use-mutation-in-flight';
import { promoCodeField, useAppliedPromo } from './promo-context';
import { purchaseCourse } from './purchase-query';
import { usePageRestore } from './use-page-restore';

/**
 * The Card method: asks the API for a checkout page and goes there. A failure is only logged
 * (SPEC.md §8) and the button is usable again.
 */
export function useCardCheckout(purchase: Purchase, user: User | null) {
  const promo = useAppliedPromo();
  const checkingOut = useMutationInFlight(createCheckoutSessionMutationKey);
  const { mutate, reset, isPending, isSuccess, error } = useCreateCheckoutSession();
  usePageRestore(reset);

  const pay = useCallback(() => {
    if (!user || checkingOut()) return;
    mutate(
      {
        course: purchaseCourse(purchase),
        userId: user.id,
        price: purchase.amount,
        ...promoCodeField(promo),
      },
      {
        onSuccess: (url) => window.location.assign(url),
        onError: (error) => console.error('Checkout failed', error),
      },
    );
  }, [purchase, user, promo, checkingOut, mutate]);

  // Stays busy while the browser leaves for the checkout page.
  return { busy: isPending || isSuccess, pay, error };
}
