import type { PaymentReviewNotice } from '@academy/contracts';
import { ADMIN_API, type AdminHttp } from '../../providers/admin-http';

/** What students read while a payment of theirs waits for staff. */
export interface PaymentReviewDataProvider {
  getPaymentReviewNotice(): Promise<PaymentReviewNotice>;
  updatePaymentReviewNotice(notice: PaymentReviewNotice): Promise<PaymentReviewNotice>;
}

const NOTICE = `${ADMIN_API}/settings/payment-review`;

export function paymentReviewDataProvider({ request }: AdminHttp): PaymentReviewDataProvider {
  return {
    getPaymentReviewNotice: () => request<PaymentReviewNotice>(NOTICE),
    updatePaymentReviewNotice: (notice) =>
      request<PaymentReviewNotice>(NOTICE, { method: 'PUT', body: JSON.stringify(notice) }),
  };
}
