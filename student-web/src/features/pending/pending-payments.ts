import type { PaymentRecord, Purchase } from '@academy/contracts';
import { usePayments } from '../account';

/** How often the pending payments are read again while one waits: staff may decide meanwhile. */
const PENDING_REFRESH_MS = 30_000;

/** The student's payments that nobody has decided yet, oldest first. */
export function usePendingPayments(): PaymentRecord[] {
  const payments = usePayments(PENDING_REFRESH_MS);
  return (payments.data ?? [])
    .filter((payment) => payment.status === 'pending')
    .sort((a, b) => a.created_at.localeCompare(b.created_at));
}

/** Whether a pending payment is for the same thing: the same tier, or a top-up. */
export function isSamePurchase(payment: PaymentRecord, purchase: Purchase): boolean {
  return payment.kind === purchase.kind && payment.tier === purchase.tier;
}

/** A payment the student sent with "I have paid": only such a one they may take back. */
export const isManual = (payment: PaymentRecord): boolean => payment.provider === 'manual';
