import type { CreatePaymentRequest, CreatePaymentResponse } from '@academy/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { isPaymentUrl } from '../payment-url';

export const createPaymentMutationKey = ['create-payment'] as const;

/**
 * POST /api/create-payment: the Credit Card (PayPort) method. Any non-OK status throws; an OK
 * answer may still be empty or lack the URL, which the caller checks.
 */
export function createPayment(
  request: CreatePaymentRequest,
): Promise<CreatePaymentResponse | null> {
  return apiRequest<CreatePaymentResponse | null>('/create-payment', {
    method: 'POST',
    body: request,
    authenticated: true,
  });
}

/** An OK answer PayPort cannot be paid with: no success status, or no usable address. */
export class PaymentRefused extends Error {
  constructor(readonly reason: 'failed' | 'incorrectUrl') {
    super(`PayPort refused the payment: ${reason}`);
    this.name = 'PaymentRefused';
  }
}

/** Creates the payment and answers the address of its page. */
export function useCreatePayment() {
  return useMutation({
    mutationKey: createPaymentMutationKey,
    mutationFn: async (request: CreatePaymentRequest) => {
      const answer = await createPayment(request);
      if (answer?.status !== 200) throw new PaymentRefused('failed');
      const url = answer.data?.url;
      if (!isPaymentUrl(url)) throw new PaymentRefused('incorrectUrl');
      return url;
    },
  });
}
