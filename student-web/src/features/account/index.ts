/** The student's payments, which the overlay refreshes after a payment and the dashboard reads. */
export { fetchPayments, paymentsQueryKey, usePayments } from './api/get-payments';
/** The signed-in student's language: adopted from the account, saved to it when switched. */
export { useAccountLocale } from './use-account-locale';
export { useSaveLocale } from './api/update-profile';
/** A payment's status in the student's words. */
export { PaymentStatusChip } from './components/PaymentStatusChip';
