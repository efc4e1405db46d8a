/** What the student paid for and waits on: shown on the dashboard, /activate and the overlay. */
export { PendingPaymentsCard } from './PendingPaymentsCard';
export { PayAgainNotice } from './PayAgainNotice';
export { isSamePurchase, usePendingPayments } from './pending-payments';
