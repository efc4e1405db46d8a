import { simpleRest } from '../../../common/http/simple-rest.js';
import { AdminPaymentResponse } from './admin-payment.response.js';

/** The back office's payments resource, which two controllers serve (the list, and one payment). */
export const paymentRoutes = simpleRest({
  name: 'payments',
  record: AdminPaymentResponse,
  notFound: 'No such payment',
  read: 'payments:read',
  write: 'payments:write',
});

/** What a 400 of the payments' lists and export says. */
export const BAD_PAYMENT_FILTER = 'sort, range or filter is not valid';
