import type { AdminPayment, CryptoInvoice, StaffRole } from '@academy/contracts';
import { FakeBtcpay } from './fake-btcpay.js';
import { createTestApp, type TestApp } from './test-app.js';

export const BTCPAY = {
  apiKey: 'btcpay-api-key-for-the-fake',
  storeId: '9CiNzKoANTnKa7JHAK2zpqb6pMxFSzZ8tPv8YdFFTLbW',
  webhookSecret: 'btcpay-webhook-secret-for-the-fake',
};

export interface BtcpayApp<Role extends StaffRole> {
  t: TestApp<Role>;
  fake: FakeBtcpay;
  /** A student's invoice through POST /api/payments/crypto-invoice (201). */
  invoice(
    token: string,
    body: { course: string; price?: number; promoCode?: string },
  ): Promise<{ created: CryptoInvoice; invoiceId: string }>;
  /** A signed delivery of BTCPay's event for the invoice, as BTCPay sends it. */
  deliver(
    invoiceId: string,
    type?: string,
    options?: { body?: string; signedBody?: string; secret?: string },
  ): Promise<{
    status: number;
    body: unknown;
  }>;
  /** The payment as the desk shows it. */
  desk(paymentId: string): Promise<AdminPayment>;
  close(): Promise<void>;
}

/** The product with BTCPay configured against a local fake BTCPay Server. */
export async function btcpayApp<Role extends StaffRole>(
  staff: readonly Role[] = [],
): Promise<BtcpayApp<Role>> {
  const fake = new FakeBtcpay(BTCPAY);
  const url = await fake.start();
  const t = await createTestApp({
    staff,
    env: {
      PUBLIC_URL: 'https://academy.example',
      BTCPAY_URL: url,
      BTCPAY_API_KEY: BTCPAY.apiKey,
      BTCPAY_STORE_ID: BTCPAY.storeId,
      BTCPAY_WEBHOOK_SECRET: BTCPAY.webhookSecret,
    },
  });
  const anyStaff = (staff as readonly StaffRole[]).length > 0;
  const staffToken = anyStaff ? (t.tokens as Record<string, string>)[staff[0]] : '';
  return {
    t,
    fake,
    async invoice(token, body) {
      const response = await t.http
        .post('/api/payments/crypto-invoice')
        .set('token', token)
        .send(body)
        .expect(201);
      const created = response.body as CryptoInvoice;
      const invoiceId = created.checkoutLink.split('/').at(-1)!;
      return { created, invoiceId };
    },
    async deliver(invoiceId, type = 'InvoiceSettled', options = {}) {
      const body = options.body ?? fake.event(invoiceId, type);
      const response = await t.http
        .post('/api/payments/webhooks/btcpay')
        .set('content-type', 'application/json')
        .set('btcpay-sig', fake.signature(options.signedBody ?? body, options.secret))
        .send(body);
      return { status: response.status, body: response.body as unknown };
    },
    async desk(paymentId) {
      const response = await t.http
        .get(`/api/admin/payments/${paymentId}`)
        .set('Authorization', staffToken)
        .expect(200);
      return response.body as AdminPayment;
    },
    async close() {
      await t.close();
      await fake.stop();
    },
  };
}
