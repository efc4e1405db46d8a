import type { CheckoutOrder, PaymentProvider, ProviderCheckout } from './payment-provider.js';

/** The built-in test checkout: a page of our own that confirms or cancels without any money. */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox';

  constructor(private readonly publicUrl: string) {}

  createCheckout(order: CheckoutOrder): Promise<ProviderCheckout> {
    return Promise.resolve({
      reference: `sandbox_${order.paymentId}`,
      url: `${this.publicUrl}/api/payments/sandbox/${order.paymentId}`,
    });
  }
}
