import type { PromoCheckRequest, PromoCheckResponse } from '@academy/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';

export const checkPromoCodeMutationKey = ['check-promo-code'] as const;

/**
 * POST /api/promo-codes/check: the server's final figures for a code on a course (a tier id or
 * 'topup' with its amount), or a 4xx naming why the code does not apply.
 */
export function checkPromoCode(request: PromoCheckRequest): Promise<PromoCheckResponse> {
  return apiRequest<PromoCheckResponse>('/promo-codes/check', {
    method: 'POST',
    body: request,
    authenticated: true,
  });
}

export function useCheckPromoCode() {
  return useMutation({ mutationKey: checkPromoCodeMutationKey, mutationFn: checkPromoCode });
}
