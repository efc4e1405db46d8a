import type { Purchase, User } from '@academy/contracts';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiResponseError } from '../../lib/api-client';
import { createPayment } from './api/create-payment';
import { isPaymentUrl } from './payment-url';
import { usePageRestore } from './use-page-restore';
import { purchaseCourse } from './purchase-query';

/**
 * The Credit Card (PayPort) method: creates the payment and goes to its page. Busy meanwhile;
 * SPEC.md §8's messages otherwise.
 */
export function usePayPortPayment(purchase: Purchase | null, user: User | null) {
  const { t } = useTranslation('checkout');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inFlight = useRef(false);
  const release = useCallback(() => {
    inFlight.current = false;
    setBusy(false);
  }, []);
  usePageRestore(release);

  const pay = useCallback(async () => {
    if (inFlight.current) return;
    if (!user || !purchase) {
      setError(t('payport.insufficientData'));
      return;
    }
    inFlight.current = true;
    setBusy(true);
    setError(null);
    const fail = (message: string) => {
      setError(message);
      release();
    };
    try {
      const answer = await createPayment({
        amount: purchase.amount,
        firstName: user.username,
        lastName: user.lastname,
        course: purchaseCourse(purchase),
        id: String(user.id),
        email: user.email,
      });
      if (answer?.status !== 200) return fail(t('payport.failed'));
      const url = answer.data?.url;
      if (!isPaymentUrl(url)) return fail(t('payport.incorrectUrl'));
      // Stays busy while the browser leaves for the payment page.
      window.location.assign(url);
    } catch (failure) {
      fail(
        failure instanceof ApiResponseError
          ? (failure.serverMessage ?? t('payport.failed'))
          : t('payport.serverError'),
      );
    }
  }, [purchase, user, t, release]);

  return { busy, error, pay };
}
