import type { CheckoutSessionRequest, CheckoutSessionResponse } from '@academy/contracts';
import { useMutation } from '@tanstack/react-query';
import { ApiResponseError, apiRequest } from '../../../lib/api-client';
import { isPaymentUrl } from '../payment-url';

const SEE_OTHER = 303;

export const createCheckoutSessionMutationKey = ['create-checkout-session'] as const;

function carriesUrl(body: unknown): body is CheckoutSessionResponse {
  return typeof body === 'object' && body !== null && 'url' in body && typeof body.url === 'string';
}

/**
 * POST /api/create-checkout-session: the Card method. The API answers 303 See Other with the
 * checkout address in the body and no Location header, so fetch hands the 303 over as it is and
 * the client counts it as an error status; that answer is the success here.
 */
export async function createCheckoutSession(
  request: CheckoutSessionRequest,
): Promise<CheckoutSessionResponse> {
  try {
    return await apiRequest<CheckoutSessionResponse>('/create-checkout-session', {
      method: 'POST',
      body: request,
      authenticated: true,
    });
  } catch (error) {
    if (error instanceof ApiResponseError && error.status === SEE_OTHER && carriesUrl(error.body)) {
      return { url: error.body.url };
    }
    throw error;
  }
}

/** Opens a checkout session and answers the address to leave for; an unusable one fails. */
export function useCreateCheckoutSession() {
  return useMutation({
    mutationKey: createCheckoutSessionMutationKey,
    mutationFn: async (request: CheckoutSessionRequest) => {
      const { url } = await createCheckoutSession(request);
      if (!isPaymentUrl(url)) throw new Error(`The checkout answered an unusable URL: ${url}`);
      return url;
    },
  });
}
