import Stripe from 'stripe';
import type {
  CheckoutOrder,
  PaymentProvider,
  ProviderCheckout,
  ProviderEvent,
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
              unit_amount: Math.round(order.amount * 100),
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
    if (!event.type.startsWith('checkout.session.')) {
      return {
        eventId: event.id,
        type: event.type,
        outcome: null,
        reference: null,
        paymentId: null,
        charged: null,
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
      charged:
        session.amount_total === null
          ? null
          : { cents: session.amount_total, currency: session.currency ?? '' },
    };
  }
}
