import type { Purchase, User } from '@academy/contracts';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiResponseError } from '../../lib/api-client';
import { useMutationInFlight } from '../../lib/use-mutation-in-flight';
import { createPaymentMutationKey, PaymentRefused, useCreatePayment } from './api/create-payment';
import { promoCodeField, useAppliedPromo } from './promo-context';
import { purchaseCourse } from './purchase-query';
import { usePromoRefusalText } from '../bonuses';
import { usePageRestore } from './use-page-restore';

/**
 * The Credit Card (PayPort) method: creates the payment and goes to its page. Busy meanwhile;
 * SPEC.md §8's messages otherwise.
 */
export function usePayPortPayment(purchase: Purchase | null, user: User | null) {
  const { t } = useTranslation('checkout');
  const promo = useAppliedPromo();
  const promoRefusalText = usePromoRefusalText();
  const paying = useMutationInFlight(createPaymentMutationKey);
  const { mutate, reset, isPending, isSuccess, error } = useCreatePayment();
  const [missingData, setMissingData] = useState(false);
  usePageRestore(reset);

  const pay = useCallback(() => {
    if (paying()) return;
    const ready = user !== null && purchase !== null;
    setMissingData(!ready);
    if (!ready) {
      reset();
      return;
    }
    mutate(
      {
        amount: purchase.amount,
        firstName: user.username,
        lastName: user.lastname,
        course: purchaseCourse(purchase),
        id: String(user.id),
        email: user.email,
        ...promoCodeField(promo),
      },
      { onSuccess: (url) => window.location.assign(url) },
    );
  }, [purchase, user, promo, paying, mutate, reset]);

  let message: string | null = null;
  if (missingData) message = t('payport.insufficientData');
  else if (error instanceof PaymentRefused) message = t(`payport.${error.reason}`);
  else if (error instanceof ApiResponseError)
    message = promoRefusalText(error) ?? error.serverMessage ?? t('payport.failed');
  else if (error) message = t('payport.serverError');

  // Stays busy while the browser leaves for the payment page.
  return { busy: isPending || isSuccess, error: message, pay };
}
