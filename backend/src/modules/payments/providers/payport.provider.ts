import { toCents } from '@academy/domain';
import { checkTimestampedSignature } from '../../../common/security/timestamped-signature.js';
import type {
  CheckoutOrder,
  PaymentProvider,
  ProviderCheckout,
  ProviderEvent,
  WebhookVerifier,
} from './payment-provider.js';
import { WEBHOOK_TOLERANCE_SECONDS, WebhookSignatureError } from './payment-provider.js';

export interface PayPortSettings {
  apiUrl: string;
  apiKey: string;
  webhookSecret: string;
}

const REQUEST_TIMEOUT_MS = 20_000;

const SIGNATURE_PROBLEMS = {
  malformed: 'Malformed X-PayPort-Signature header',
  expired: 'The signature is too old',
  mismatch: 'The signature does not match',
} as const;

const OUTCOMES: Record<string, ProviderEvent['outcome']> = {
  'payment.succeeded': 'paid',
  'payment.failed': 'failed',
  'payment.cancelled': 'cancelled',
};

interface PayPortEventBody {
  id?: unknown;
  type?: unknown;
  data?: { id?: unknown; order_id?: unknown; amount?: unknown; currency?: unknown };
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.length > 0 ? value : null;

/**
 * PayPort's hosted card page. It is asked over HTTP to create a payment and calls back with
 * `X-PayPort-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`.
 */
export class PayPortProvider implements PaymentProvider, WebhookVerifier {
  readonly name = 'payport';

  constructor(
    private readonly settings: PayPortSettings,
    private readonly callbackUrl: string,
    private readonly now: () => number = Date.now,
  ) {}

  async createCheckout(order: CheckoutOrder): Promise<ProviderCheckout> {
    const response = await fetch(`${this.settings.apiUrl.replace(/\/+$/, '')}/payments`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${this.settings.apiKey}`,
        'content-type': 'application/json',
        'idempotency-key': order.paymentId,
      },
      body: JSON.stringify({
        order_id: order.paymentId,
        amount: order.amount,
        currency: 'USD',
        description: order.product,
        customer: {
          email: order.customer.email,
          first_name: order.customer.firstName,
          last_name: order.customer.lastName,
        },
        success_url: order.successUrl,
        fail_url: order.cancelUrl,
        callback_url: this.callbackUrl,
      }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    if (!response.ok) {
      throw new Error(
        `PayPort answered ${response.status}: ${(await response.text()).slice(0, 300)}`,
      );
    }
    const body = (await response.json()) as { id?: unknown; url?: unknown };
    const reference = text(body.id);
    const url = text(body.url);
    if (!reference || !url) throw new Error('PayPort answered without a payment id and URL');
    return { reference, url };
  }

  verifyWebhook(rawBody: Buffer, signatureHeader: string | undefined): ProviderEvent {
    this.verifySignature(rawBody, signatureHeader);
    let body: PayPortEventBody;
    try {
      body = JSON.parse(rawBody.toString('utf8')) as PayPortEventBody;
    } catch {
      throw new WebhookSignatureError('The signed body is not JSON');
    }
    const eventId = text(body.id);
    const type = text(body.type);
    if (!eventId || !type) throw new WebhookSignatureError('The event has no id or type');
    const amount = body.data?.amount;
    return {
      eventId,
      type,
      outcome: OUTCOMES[type] ?? null,
      reference: text(body.data?.id),
      paymentId: text(body.data?.order_id),
      charged:
        typeof amount === 'number'
          ? { cents: toCents(amount), currency: text(body.data?.currency) ?? '' }
          : null,
    };
  }

  private verifySignature(rawBody: Buffer, header: string | undefined): void {
    if (!header) throw new WebhookSignatureError('Missing X-PayPort-Signature header');
    const check = checkTimestampedSignature(
      this.settings.webhookSecret,
      header,
      rawBody,
      this.now(),
      WEBHOOK_TOLERANCE_SECONDS,
    );
    if (check.valid) return;
    throw new WebhookSignatureError(SIGNATURE_PROBLEMS[check.reason]);
  }
}
