import type { CheckoutSessionRequest, CheckoutSessionResponse } from '@academy/contracts';
import { ApiResponseError, apiRequest } from '../../../lib/api-client';

const SEE_OTHER = 303;

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
