import { Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config.js';
import type { PaymentProvider, WebhookVerifier } from './payment-provider.js';
import { PayPortProvider } from './payport.provider.js';
import { SandboxProvider } from './sandbox.provider.js';
import { StripeProvider } from './stripe.provider.js';
import { BtcpayClient, BtcpayError } from '../btcpay/btcpay.client.js';
import { paidMethod } from '../btcpay/btcpay-invoice-state.js';
import { btcpayFailed, btcpayRefundsOff } from '../btcpay/btcpay.errors.js';
import type { PaymentEntity } from '../payment.entity.js';
import {
  paymentUnavailable,
  stripeRefundFailed,
  webhooksNotConfigured,
} from '../payments.errors.js';

/** The student app's two server-side methods: Card ('Pay with Stripe') and Credit Card (PayPort). */
export type PaymentMethod = 'card' | 'payport';

export const PAYPORT_MANUAL_REFUND =
  'Refund it by hand in the PayPort dashboard: PayPort offers no refund API';

/** Which provider serves each method, from the configuration. */
@Injectable()
export class PaymentProviders {
  private readonly logger = new Logger(PaymentProviders.name);
  readonly sandbox: SandboxProvider | null;
  private readonly stripe: StripeProvider | null;
  private readonly payport: PayPortProvider | null;
  private readonly cardProvider: 'sandbox' | 'stripe';
  /** BTCPay Server's crypto invoices; null when crypto stays manual. */
  readonly btcpay: BtcpayClient | null;

  constructor(config: AppConfig) {
    this.sandbox = config.sandboxCheckoutEnabled ? new SandboxProvider(config.publicUrl) : null;
    this.stripe = config.stripe ? new StripeProvider(config.stripe) : null;
    this.payport = config.payport
      ? new PayPortProvider(config.payport, `${config.publicUrl}/api/payments/webhooks/payport`)
      : null;
    this.cardProvider = config.paymentProvider;
    this.btcpay = config.btcpay ? new BtcpayClient(config.btcpay) : null;
  }

  forMethod(method: PaymentMethod): PaymentProvider {
    const provider =
      method === 'card'
        ? this.cardProvider === 'stripe'
          ? this.stripe
          : this.sandbox
        : (this.payport ?? this.sandbox);
    if (!provider) throw paymentUnavailable();
    return provider;
  }

  /**
   * Sends a paid payment's refund to its provider and says what staff must still do by hand
   * (null when nothing): Stripe refunds through its API, PayPort has no refund API, BTCPay
   * answers with a link where the student claims the coins, the sandbox and manual methods move
   * no money here.
   */
  async refund(
    payment: Pick<
      PaymentEntity,
      'publicId' | 'provider' | 'providerReference' | 'providerPaymentIntent' | 'cryptoInvoice'
    >,
  ): Promise<{ manualStep: string | null; paymentIntent: string | null; refundLink?: string }> {
    switch (payment.provider) {
      case 'manual':
      case 'sandbox':
        return { manualStep: null, paymentIntent: null };
      case 'payport':
        return { manualStep: PAYPORT_MANUAL_REFUND, paymentIntent: null };
      case 'btcpay': {
        if (!this.btcpay) throw btcpayRefundsOff();
        if (!payment.providerReference) throw paymentUnavailable();
        try {
          const { viewLink } = await this.btcpay.refund(
            payment.providerReference,
            paidMethod(payment.cryptoInvoice),
            `Trading Academy payment ${payment.publicId}`,
          );
          return { manualStep: null, paymentIntent: null, refundLink: viewLink };
        } catch (error) {
          if (!(error instanceof BtcpayError)) throw error;
          this.logger.error(`BTCPay refund of ${payment.publicId} failed: ${error.message}`);
          throw btcpayFailed(error.failure, 'refunding the invoice');
        }
      }
      case 'stripe': {
        if (!this.stripe) throw paymentUnavailable();
        try {
          const { paymentIntent } = await this.stripe.refund(
            payment.publicId,
            payment.providerReference,
            payment.providerPaymentIntent,
          );
          return { manualStep: null, paymentIntent };
        } catch (error) {
          this.logger.error(`Stripe refund of ${payment.publicId} failed: ${String(error)}`);
          throw stripeRefundFailed();
        }
      }
    }
  }

  webhookVerifier(name: 'stripe' | 'payport'): WebhookVerifier {
    const verifier = name === 'stripe' ? this.stripe : this.payport;
    if (!verifier) {
      throw webhooksNotConfigured(name);
    }
    return verifier;
  }
}
