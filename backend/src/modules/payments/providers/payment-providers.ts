import { Injectable } from '@nestjs/common';
import { ERROR_CODES } from '@academy/contracts';
import { AppConfig } from '../../../config/app-config.js';
import { ApiException } from '../../../common/http/api-exception.js';
import type { PaymentProvider, WebhookVerifier } from './payment-provider.js';
import { PayPortProvider } from './payport.provider.js';
import { SandboxProvider } from './sandbox.provider.js';
import { StripeProvider } from './stripe.provider.js';

/** The student app's two server-side methods: Card ('Pay with Stripe') and Credit Card (PayPort). */
export type PaymentMethod = 'card' | 'payport';

function unavailable(): ApiException {
  return new ApiException(
    503,
    ERROR_CODES.PAYMENT_UNAVAILABLE,
    'This payment method is not available at the moment',
  );
}

/** Which provider serves each method, from the configuration. */
@Injectable()
export class PaymentProviders {
  readonly sandbox: SandboxProvider | null;
  private readonly stripe: StripeProvider | null;
  private readonly payport: PayPortProvider | null;
  private readonly cardProvider: 'sandbox' | 'stripe';

  constructor(config: AppConfig) {
    this.sandbox = config.sandboxCheckoutEnabled ? new SandboxProvider(config.publicUrl) : null;
    this.stripe = config.stripe ? new StripeProvider(config.stripe) : null;
    this.payport = config.payport
      ? new PayPortProvider(config.payport, `${config.publicUrl}/api/payments/webhooks/payport`)
      : null;
    this.cardProvider = config.paymentProvider;
  }

  forMethod(method: PaymentMethod): PaymentProvider {
    const provider =
      method === 'card'
        ? this.cardProvider === 'stripe'
          ? this.stripe
          : this.sandbox
        : (this.payport ?? this.sandbox);
    if (!provider) throw unavailable();
    return provider;
  }

  webhookVerifier(name: 'stripe' | 'payport'): WebhookVerifier {
    const verifier = name === 'stripe' ? this.stripe : this.payport;
    if (!verifier) {
      throw new ApiException(404, ERROR_CODES.NOT_FOUND, `${name} webhooks are not configured`);
    }
    return verifier;
  }
}
