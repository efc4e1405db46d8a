import type { Purchase, User } from '@academy/contracts';
import { useCallback, useRef, useState } from 'react';
import { createCheckoutSession } from './api/create-checkout-session';
import { isPaymentUrl } from './payment-url';
import { usePageRestore } from './use-page-restore';
import { purchaseCourse } from './purchase-query';

/**
 * The Card method: asks the API for a checkout page and goes there. A failure is only logged
 * (SPEC.md §8) and the button is usable again.
 */
export function useCardCheckout(purchase: Purchase, user: User | null) {
  const [busy, setBusy] = useState(false);
  // A second click before the answer must not open a second checkout session.
  const inFlight = useRef(false);
  const release = useCallback(() => {
    inFlight.current = false;
    setBusy(false);
  }, []);
  usePageRestore(release);

  const pay = useCallback(async () => {
    if (!user || inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    try {
      const { url } = await createCheckoutSession({
        course: purchaseCourse(purchase),
        userId: user.id,
        price: purchase.amount,
      });
      if (!isPaymentUrl(url)) throw new Error(`The checkout answered an unusable URL: ${url}`);
      // Stays busy while the browser leaves for the checkout page.
      window.location.assign(url);
    } catch (error) {
      console.error('Checkout failed', error);
      release();
    }
  }, [purchase, user, release]);

  return { busy, pay };
}
