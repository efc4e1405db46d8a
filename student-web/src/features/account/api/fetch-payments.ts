import type { PaymentRecord, PaymentsEnvelope } from '@academy/contracts';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/payments: the student's own payments, newest first; a non-200 answer is a failure. */
export async function fetchPayments(signal?: AbortSignal): Promise<PaymentRecord[]> {
  const envelope = await apiRequest<PaymentsEnvelope | null>('/payments', {
    authenticated: true,
    signal,
  });
  if (envelope?.status !== 200 || !Array.isArray(envelope.data)) {
    throw new Error('Unexpected payments answer');
  }
  return envelope.data;
}
