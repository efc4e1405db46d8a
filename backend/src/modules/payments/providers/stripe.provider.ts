import Stripe from 'stripe';
import { fromCents, toCents } from '@academy/domain';
import type {
  CheckoutOrder,
  PaymentProvider,
  ProviderCheckout,
  ProviderEvent,
  ProviderReversal,
  WebhookVerifier,
} from './payment-provider.js';
import { WEBHOOK_TOLERANCE_SECONDS, WebhookSignatureError } from './payment-provider.js';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Another API host (a proxy, or a local fake in tests); null for Stripe itself. */
  apiUrl: string | null;
}

function hostSettings(apiUrl: string | null): Partial<Stripe.StripeConfig> {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
  };
}

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

const OUTCOMES: Record<string, ProviderEvent['outcome']> = {
  'checkout.session.async_payment_succeeded': 'paid',
  'checkout.session.async_payment_failed': 'failed',
  'checkout.session.expired': 'cancelled',
};

/** Stripe Checkout through the official SDK: hosted payment page, confirmation by webhook. */
export class StripeProvider implements PaymentProvider, WebhookVerifier {
  readonly name = 'stripe';
  private readonly stripe: Stripe;

  constructor(private readonly settings: StripeSettings) {
    this.stripe = new Stripe(settings.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      ...hostSettings(settings.apiUrl),
    });
  }

  async createCheckout(order: CheckoutOrder): Promise<ProviderCheckout> {
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: 'payment',
        client_reference_id: order.paymentId,
        metadata: { payment_id: order.paymentId },
        customer_email: order.customer.email,
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'usd',
              unit_amount: toCents(order.amount),
              product_data: { name: order.product },
            },
          },
        ],
        success_url: order.successUrl,
        cancel_url: order.cancelUrl,
      },
      // A retried request (ours or the SDK's) must not open a second session for one payment.
      { idempotencyKey: `checkout-${order.paymentId}` },
    );
    if (!session.url) throw new Error(`Stripe session ${session.id} has no URL`);
    return { reference: session.id, url: session.url };
  }

  /**
   * Refunds the whole charge of a checkout. The idempotency key is derived from our payment, so
   * a retried refund (a rolled-back transaction, a second click) never refunds twice.
   */
  async refund(paymentId: string, sessionId: string | null, paymentIntent: string | null) {
    let intent = paymentIntent;
    if (!intent && sessionId) {
      const session = await this.stripe.checkout.sessions.retrieve(sessionId);
      intent =
        typeof session.payment_intent === 'string'
          ? session.payment_intent
          : (session.payment_intent?.id ?? null);
    }
    if (!intent) throw new Error(`Stripe knows no payment intent for payment ${paymentId}`);
    const refund = await this.stripe.refunds.create(
      { payment_intent: intent, metadata: { payment_id: paymentId } },
      { idempotencyKey: `refund-${paymentId}` },
    );
    return { refundId: refund.id, paymentIntent: intent };
  }

  verifyWebhook(rawBody: Buffer, signatureHeader: string | undefined): ProviderEvent {
    if (!signatureHeader) throw new WebhookSignatureError('Missing Stripe-Signature header');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(
        rawBody,
        signatureHeader,
        this.settings.webhookSecret,
        WEBHOOK_TOLERANCE_SECONDS,
      );
    } catch (error) {
      throw new WebhookSignatureError((error as Error).message);
    }
    const reversal = this.reversalOf(event);
    if (reversal || !event.type.startsWith('checkout.session.')) {
      // No checkout outcome: a reversal of a charge, or an event the academy does not act on.
      return {
        eventId: event.id,
        type: event.type,
        outcome: null,
        reference: null,
        paymentId: null,
        charged: null,
        ...(reversal ? { reversal } : {}),
      };
    }
    const session = event.data.object as Stripe.Checkout.Session;
    // A completed session may still wait for a delayed method (a bank debit): only 'paid' counts.
    const outcome =
      event.type === 'checkout.session.completed'
        ? session.payment_status === 'unpaid'
          ? null
          : 'paid'
        : (OUTCOMES[event.type] ?? null);
    return {
      eventId: event.id,
      type: event.type,
      outcome,
      reference: session.id,
      paymentId: session.client_reference_id ?? session.metadata?.payment_id ?? null,
      paymentIntent: idOf(session.payment_intent),
      charged:
        session.amount_total === null
          ? null
          : { cents: session.amount_total, currency: session.currency ?? '' },
    };
  }

  private reversalOf(event: Stripe.Event): ProviderReversal | null {
    if (event.type === 'charge.refunded') {
      const charge = event.data.object;
      return {
        kind: 'refund',
        paymentIntent: idOf(charge.payment_intent),
        charge: charge.id,
        complete: charge.refunded,
        detail: `Stripe refunded ${fromCents(charge.amount_refunded).toFixed(2)} of ${fromCents(charge.amount).toFixed(2)} ${charge.currency.toUpperCase()}`,
      };
    }
    if (event.type === 'charge.dispute.created') {
      const dispute = event.data.object;
      return {
        kind: 'dispute',
        paymentIntent: idOf(dispute.payment_intent),
        charge: idOf(dispute.charge),
        complete: true,
        detail: `Disputed at Stripe (${dispute.reason}): the credit was taken back`,
      };
    }
    return null;
  }
}
