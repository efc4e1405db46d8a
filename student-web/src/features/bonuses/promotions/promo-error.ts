import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiResponseError } from '../../../lib/api-client';
import { PROMO_ERROR_CODES, type PromoErrorCode } from '@academy/contracts';

const TOO_MANY_REQUESTS = 'TOO_MANY_REQUESTS';

/** The text key under `promotions.errors` that says why a code was not accepted. */
export type PromoErrorKey = PromoErrorCode | typeof TOO_MANY_REQUESTS | 'failed';

/** The server's reason for refusing a promo code (PROMO_*), or null for any other failure. */
export function promoRefusal(error: unknown): PromoErrorCode | null {
  if (!(error instanceof ApiResponseError)) return null;
  const code = error.body?.code;
  return (Object.values(PROMO_ERROR_CODES) as unknown[]).includes(code)
    ? (code as PromoErrorCode)
    : null;
}

/**
 * Why a check failed, as a key of its sentence: the server's refusal, the rate limit, or
 * 'failed' (offline, a server fault), which asks the student to try again.
 */
export function promoErrorKey(error: unknown): PromoErrorKey | null {
  if (!error) return null;
  const refusal = promoRefusal(error);
  if (refusal) return refusal;
  return error instanceof ApiResponseError && error.body?.code === TOO_MANY_REQUESTS
    ? TOO_MANY_REQUESTS
    : 'failed';
}

/**
 * For a payment call: the sentence of a promo-code refusal (the code was used up or expired
 * between the check and the payment), or null when the failure is of another kind.
 */
export function usePromoRefusalText(): (error: unknown) => string | null {
  const { t } = useTranslation('bonuses');
  return useCallback(
    (error: unknown) => {
      const refusal = promoRefusal(error);
      return refusal ? t(`promotions.errors.${refusal}`) : null;
    },
    [t],
  );
}
