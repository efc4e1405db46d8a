import type { PaymentProviderName } from '@academy/contracts';

/** What a provider's hosted checkout needs to take one payment. */
export interface CheckoutOrder {
  /** Our public payment id, echoed back by the provider so a confirmation finds its payment. */
  paymentId: string;
  product: string;
  /** Whole currency units (USD); providers that count in cents convert. */
  amount: number;
  customer: { email: string; firstName: string; lastName: string };
  successUrl: string;
  cancelUrl: string;
}

export interface ProviderCheckout {
  /** The provider's own id for the checkout, unique per provider. */
  reference: string;
  /** Where the student goes to pay. */
  url: string;
}

export type ConfirmationOutcome = 'paid' | 'failed' | 'cancelled' | 'expired';

/** A verified provider callback, reduced to what fulfilment needs. */
export interface ProviderEvent {
  eventId: string;
  type: string;
  /** Null for events that concern no payment of ours (they are recorded and acknowledged). */
  outcome: ConfirmationOutcome | null;
  reference: string | null;
  paymentId: string | null;
  /** What the provider says it charged, checked against the payment before crediting. */
  charged: { cents: number; currency: string } | null;
  /** Stripe's payment intent of a paid session, kept for a refund. */
  paymentIntent?: string | null;
  /** Money taken back at the provider (a refund, a dispute), for a payment it already paid. */
  reversal?: ProviderReversal;
}

export interface ProviderReversal {
  kind: 'refund' | 'dispute';
  paymentIntent: string | null;
  charge: string | null;
  /** A refund of the whole charge; a partial one is left to staff. */
  complete: boolean;
  /** What the provider says, for the desk (the dispute's reason, the amount refunded). */
  detail: string;
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  createCheckout(order: CheckoutOrder): Promise<ProviderCheckout>;
}

/** A provider that calls back: it verifies the callback's signature over the raw body. */
export interface WebhookVerifier {
  /** Throws WebhookSignatureError when the signature is missing, wrong or stale. */
  verifyWebhook(rawBody: Buffer, signatureHeader: string | undefined): ProviderEvent;
}

export class WebhookSignatureError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'WebhookSignatureError';
  }
}

/**
 * How long a checkout stays payable: Stripe's sessions expire after 24 hours by default, and
 * PayPort's documentation names no limit, so its payments are given the same.
 */
export const CHECKOUT_LIFETIME_MS = 24 * 3600 * 1000;

/** Signatures older than this are refused, as replays (Stripe's default tolerance too). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;
