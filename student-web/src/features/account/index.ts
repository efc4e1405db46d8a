/** The student's payments, which the overlay refreshes after a payment and the dashboard reads. */
export { paymentsQueryKey, usePayments } from './api/get-payments';
