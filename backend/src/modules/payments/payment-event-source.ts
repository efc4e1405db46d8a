import type { WebhookEventSource } from '../webhooks/index.js';
import { readAdminPayment } from './desk/admin-payment.mapper.js';

/** A payment as a webhook event carries it: the payment as GET /api/admin/payments/:id shows it. */
export function paymentEventSource(paymentId: number): WebhookEventSource {
  return async (manager) => {
    const payment = await readAdminPayment(manager, { id: paymentId });
    return payment && { userId: payment.userId, data: payment };
  };
}
