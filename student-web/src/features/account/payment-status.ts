import type { PaymentRecord, PaymentStatus } from '@academy/contracts';
import type { ChipProps } from '@mui/material';

/** A status as the student reads it: a pending payment says what it waits for. */
export type PaymentStatusText =
  | Exclude<PaymentStatus, 'pending'>
  | 'awaitingPayment'
  | 'awaitingReview'
  | 'confirming'
  | 'underReview';

/**
 * What a pending payment waits for: a checkout the student has not finished (awaiting payment),
 * a crypto payment the network has yet to confirm, money that arrived not as asked (staff decide),
 * or an "I have paid" that staff check by hand (awaiting review).
 */
export function paymentStatusText(payment: PaymentRecord): PaymentStatusText {
  if (payment.status !== 'pending') return payment.status;
  if (payment.underReview) return 'underReview';
  if (payment.confirming) return 'confirming';
  return payment.provider === 'manual' ? 'awaitingReview' : 'awaitingPayment';
}

export const STATUS_COLOURS: Record<PaymentStatusText, ChipProps['color']> = {
  awaitingPayment: 'warning',
  awaitingReview: 'warning',
  confirming: 'info',
  underReview: 'warning',
  paid: 'success',
  failed: 'error',
  cancelled: 'default',
  rejected: 'error',
  refunded: 'info',
  expired: 'default',
};
