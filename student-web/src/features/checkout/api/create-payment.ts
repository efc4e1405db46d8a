import type { CreatePaymentRequest, CreatePaymentResponse } from '@academy/contracts';
import { apiRequest } from '../../../lib/api-client';

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
