import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AppConfig, type Environment } from '../../../config/app-config.js';
import { PaymentProviders } from './payment-providers.js';

const production = {
  NODE_ENV: 'production',
  JWT_SECRET: 'j'.repeat(40),
  ADMIN_JWT_SECRET: 'a'.repeat(40),
};
const stripe = {
  PAYMENT_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: 'sk_test_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
};
const payport = {
  PAYPORT_API_URL: 'https://payport.example',
  PAYPORT_API_KEY: 'key',
  PAYPORT_WEBHOOK_SECRET: 'secret',
};

describe(PaymentProviders.name, () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'academy-providers-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it.each<[string, Environment]>([
    ['nothing configured', {}],
    ['production with nothing configured', production],
    ['PayPort alone', payport],
    ['Stripe', stripe],
    ['Stripe in production', { ...production, ...stripe }],
    ['the sandbox beside PayPort', { PAYMENT_PROVIDER: 'sandbox', ...payport }],
    [
      'the sandbox allowed in production',
      {
        ...production,
        PAYMENT_PROVIDER: 'sandbox',
        ALLOW_UNSAFE_IN_PRODUCTION: 'PAYMENT_PROVIDER',
      },
    ],
  ])('serves the Card method as the configuration announces it, with %s', (_case, env) => {
    const config = new AppConfig({ DATA_DIR: dataDir, ...env });
    const providers = new PaymentProviders(config);
    if (config.cardProvider === null) {
      expect(() => providers.forMethod('card')).toThrow(
        expect.objectContaining({ status: 503 }) as Error,
      );
    } else {
      expect(providers.forMethod('card').name).toBe(config.cardProvider);
    }
  });
});
