import type { PaymentProvider } from '@academy/contracts';
import type { SettingsReader } from './settings-reader.js';

/** The card checkout's providers and their credentials. */
export interface PaymentSettings {
  paymentProvider: 'sandbox' | 'stripe';
  stripe: { secretKey: string; webhookSecret: string; apiUrl: string | null } | null;
  payport: { apiUrl: string; apiKey: string; webhookSecret: string } | null;
  sandboxCheckoutEnabled: boolean;
  cardProvider: PaymentProvider | null;
}

export function paymentSettings(
  { read, url }: Pick<SettingsReader, 'read' | 'url'>,
  production: boolean,
  problems: string[],
): PaymentSettings {
  const provider = read('PAYMENT_PROVIDER') ?? 'sandbox';
  if (provider !== 'sandbox' && provider !== 'stripe') {
    problems.push(`PAYMENT_PROVIDER must be sandbox or stripe (got "${provider}")`);
  }
  const paymentProvider = provider === 'stripe' ? 'stripe' : 'sandbox';

  const stripeSecretKey = read('STRIPE_SECRET_KEY');
  const stripeWebhookSecret = read('STRIPE_WEBHOOK_SECRET');
  // STRIPE_API_URL points the SDK at another host (a proxy, or a local fake in tests).
  const stripeApiUrl = url('STRIPE_API_URL', null, ['http:', 'https:']);
  if (paymentProvider === 'stripe' && (!stripeSecretKey || !stripeWebhookSecret)) {
    problems.push('PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
  }
  const stripe =
    stripeSecretKey && stripeWebhookSecret
      ? { secretKey: stripeSecretKey, webhookSecret: stripeWebhookSecret, apiUrl: stripeApiUrl }
      : null;

  const payportApiUrl = url('PAYPORT_API_URL', null, ['http:', 'https:']);
  const payportApiKey = read('PAYPORT_API_KEY');
  const payportWebhookSecret = read('PAYPORT_WEBHOOK_SECRET');
  const payportSettings = [payportApiUrl, payportApiKey, payportWebhookSecret];
  if (payportSettings.some(Boolean) && !payportSettings.every(Boolean)) {
    problems.push(
      'PAYPORT_API_URL, PAYPORT_API_KEY and PAYPORT_WEBHOOK_SECRET must be set together',
    );
  }
  const payport =
    payportApiUrl && payportApiKey && payportWebhookSecret
      ? { apiUrl: payportApiUrl, apiKey: payportApiKey, webhookSecret: payportWebhookSecret }
      : null;

  const sandboxChosen = read('PAYMENT_PROVIDER') === 'sandbox';
  const nothingConfigured = !read('PAYMENT_PROVIDER') && !stripe && !payport;
  const sandboxCheckoutEnabled = sandboxChosen || (nothingConfigured && !production);
  if (production && sandboxCheckoutEnabled && (stripe || payport)) {
    problems.push(
      'PAYMENT_PROVIDER=sandbox credits without payment: it cannot run in production beside ' +
        'Stripe or PayPort settings',
    );
  }
  const cardProvider =
    paymentProvider === 'stripe' ? 'stripe' : sandboxCheckoutEnabled ? 'sandbox' : null;
  return { paymentProvider, stripe, payport, sandboxCheckoutEnabled, cardProvider };
}
