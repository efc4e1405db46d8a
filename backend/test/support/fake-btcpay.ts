import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local BTCPay Server, written from the Greenfield API documents (swagger v1: invoices and
 * webhooks) for the parts this product uses: create and get an invoice, its payment methods, the
 * invoice refund (a pull payment with its viewLink), and webhook deliveries signed with
 * `BTCPay-Sig: sha256=<hex HMAC-SHA256 of the body>`. Tests set an invoice's status and
 * additional status, the latency and failures of each call. Plain Node, so the browser tests run
 * it too; its checkout page (checkoutLink) has a Pay button that marks the invoice Processing,
 * delivers InvoiceProcessing and sends the buyer to the invoice's redirectURL.
 */

export type InvoiceStatus = 'New' | 'Processing' | 'Expired' | 'Invalid' | 'Settled';
export type AdditionalStatus =
  'None' | 'PaidLate' | 'PaidPartial' | 'Marked' | 'Invalid' | 'PaidOver';
export type CallKind = 'create' | 'get' | 'methods' | 'refund';
/** An HTTP status to answer with, or 'reset': the connection is dropped without an answer. */
export type Failure = { status: number } | 'reset';

export interface FakeInvoice {
  id: string;
  storeId: string;
  amount: string;
  currency: string;
  status: InvoiceStatus;
  additionalStatus: AdditionalStatus;
  checkoutLink: string;
  createdTime: number;
  expirationTime: number;
  monitoringExpiration: number;
  metadata: Record<string, unknown>;
  checkout: { redirectURL?: string; expirationMinutes?: number };
  /** What arrived, in BTC, with BTCPay's payment ids (transaction id and output index). */
  paid: { value: string; id: string }[];
}

export interface FakeBtcpayOptions {
  apiKey: string;
  storeId: string;
  webhookSecret: string;
  /** Where deliveries go: the product's POST /api/payments/webhooks/btcpay. */
  webhookUrl?: string;
}

/** USD per BTC for every invoice. */
export const FAKE_BTC_RATE = '65000.00';

const btc = (usd: number) => (usd / Number(FAKE_BTC_RATE)).toFixed(8);

export class FakeBtcpay {
  readonly invoices = new Map<string, FakeInvoice>();
  readonly refunds: { invoiceId: string; body: Record<string, unknown>; viewLink: string }[] = [];
  /** Calls that reached the API, in order ('create', 'get', …). */
  readonly calls: CallKind[] = [];
  /** Milliseconds every API answer waits. */
  latencyMs = 0;
  readonly failures: Partial<Record<CallKind, Failure>> = {};
  baseUrl = '';
  private server: Server | null = null;

  constructor(private readonly options: FakeBtcpayOptions) {}

  set webhookUrl(url: string) {
    this.options.webhookUrl = url;
  }

  async start(): Promise<string> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        void this.route(request, response, Buffer.concat(chunks).toString('utf8'));
      });
    });
    await new Promise<void>((done) => this.server!.listen(0, '127.0.0.1', done));
    this.baseUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.baseUrl;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((done) => (this.server ? this.server.close(() => done()) : done()));
  }

  /** Sets what BTCPay reports for an invoice; `paidUsd` records a payment of that much. */
  setStatus(
    invoiceId: string,
    status: InvoiceStatus,
    additionalStatus: AdditionalStatus = 'None',
    paidUsd?: number,
  ): FakeInvoice {
    const invoice = this.invoice(invoiceId);
    invoice.status = status;
    invoice.additionalStatus = additionalStatus;
    if (paidUsd !== undefined) {
      invoice.paid.push({ value: btc(paidUsd), id: `${randomBytes(32).toString('hex')}-0` });
    }
    return invoice;
  }

  /** The signed delivery BTCPay would send for this invoice (the body can be changed after). */
  event(invoiceId: string, type: string): string {
    const invoice = this.invoice(invoiceId);
    return JSON.stringify({
      deliveryId: randomBytes(11).toString('base64url'),
      webhookId: 'fakeWebhook1',
      originalDeliveryId: randomBytes(11).toString('base64url'),
      isRedelivery: false,
      type,
      timestamp: Math.floor(Date.now() / 1000),
      storeId: invoice.storeId,
      invoiceId: invoice.id,
      metadata: invoice.metadata,
    });
  }

  signature(body: string, secret = this.options.webhookSecret): string {
    return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
  }

  /** Delivers a webhook to the product as BTCPay does: the JSON body and its BTCPay-Sig. */
  async deliver(invoiceId: string, type: string): Promise<Response> {
    if (!this.options.webhookUrl) throw new Error('The fake BTCPay has no webhook URL');
    const body = this.event(invoiceId, type);
    return fetch(this.options.webhookUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'btcpay-sig': this.signature(body),
        'user-agent': 'BTCPayServer',
      },
      body,
    });
  }

  private invoice(id: string): FakeInvoice {
    const invoice = this.invoices.get(id);
    if (!invoice) throw new Error(`The fake BTCPay has no invoice ${id}`);
    return invoice;
  }

  private async route(request: IncomingMessage, response: ServerResponse, body: string) {
    const url = new URL(request.url ?? '/', this.baseUrl);
    const checkout = /^\/i\/([A-Za-z0-9]+)(\/pay)?$/.exec(url.pathname);
    if (checkout) return this.checkoutPage(response, checkout[1], request.method, !!checkout[2]);
    const control = /^\/__fake\/invoices\/([A-Za-z0-9]+)\/status$/.exec(url.pathname);
    if (control && request.method === 'POST') return this.control(response, control[1], body);
    const api = new RegExp(
      `^/api/v1/stores/${this.options.storeId}/invoices(?:/([A-Za-z0-9]+))?(/payment-methods|/refund)?$`,
    ).exec(url.pathname);
    if (!api) return send(response, 404, { code: 'not-found', message: 'No route' });
    const [, invoiceId, tail] = api;
    const kind: CallKind = !invoiceId
      ? 'create'
      : tail === '/refund'
        ? 'refund'
        : tail
          ? 'methods'
          : 'get';
    this.calls.push(kind);
    if (this.latencyMs > 0) await new Promise((done) => setTimeout(done, this.latencyMs));
    const failure = this.failures[kind];
    if (failure === 'reset') return request.socket.destroy();
    if (failure)
      return send(response, failure.status, { code: 'fake-failure', message: 'Failing' });
    if (request.headers.authorization !== `token ${this.options.apiKey}`) {
      return send(response, 401, {
        code: 'unauthenticated',
        message: 'Authentication is required',
      });
    }
    if (kind === 'create' && request.method === 'POST') return this.create(response, body);
    const invoice = invoiceId ? this.invoices.get(invoiceId) : undefined;
    if (!invoice) return send(response, 404, { code: 'invoice-not-found', message: 'Not found' });
    if (kind === 'get' && request.method === 'GET')
      return send(response, 200, this.public(invoice));
    if (kind === 'methods' && request.method === 'GET') {
      return send(response, 200, [this.method(invoice)]);
    }
    if (kind === 'refund' && request.method === 'POST') return this.refund(response, invoice, body);
    return send(response, 405, { code: 'method-not-allowed', message: 'Method not allowed' });
  }

  /**
   * The test's side, for a fake run in a process of its own (the browser tests): sets an
   * invoice's status as setStatus does and delivers the named webhook, answering its status.
   */
  private async control(response: ServerResponse, invoiceId: string, text: string) {
    const body = JSON.parse(text) as {
      status: InvoiceStatus;
      additionalStatus?: AdditionalStatus;
      paidUsd?: number;
      deliver?: string;
    };
    if (!this.invoices.has(invoiceId)) return send(response, 404, { message: 'No such invoice' });
    this.setStatus(invoiceId, body.status, body.additionalStatus, body.paidUsd);
    const delivered = body.deliver ? (await this.deliver(invoiceId, body.deliver)).status : null;
    return send(response, 200, { delivered });
  }

  private create(response: ServerResponse, text: string) {
    const body = JSON.parse(text) as {
      amount?: unknown;
      currency?: unknown;
      metadata?: Record<string, unknown>;
      checkout?: FakeInvoice['checkout'];
    };
    if (typeof body.amount !== 'string' || !/^\d+(\.\d+)?$/.test(body.amount)) {
      return send(response, 422, [{ path: 'amount', message: 'Amount must be a decimal string' }]);
    }
    const id = randomBytes(16).toString('base64url').replace(/[-_]/g, 'x').slice(0, 22);
    const now = Math.floor(Date.now() / 1000);
    const invoice: FakeInvoice = {
      id,
      storeId: this.options.storeId,
      amount: body.amount,
      currency: typeof body.currency === 'string' ? body.currency : 'USD',
      status: 'New',
      additionalStatus: 'None',
      checkoutLink: `${this.baseUrl}/i/${id}`,
      createdTime: now,
      expirationTime: now + (body.checkout?.expirationMinutes ?? 15) * 60,
      monitoringExpiration: now + ((body.checkout?.expirationMinutes ?? 15) + 60) * 60,
      metadata: body.metadata ?? {},
      checkout: body.checkout ?? {},
      paid: [],
    };
    this.invoices.set(id, invoice);
    return send(response, 200, this.public(invoice));
  }

  private refund(response: ServerResponse, invoice: FakeInvoice, text: string) {
    const body = JSON.parse(text) as Record<string, unknown>;
    const variants = ['RateThen', 'CurrentRate', 'OverpaidAmount', 'Fiat', 'Custom'];
    if (!variants.includes(body.refundVariant as string)) {
      return send(response, 422, [{ path: 'refundVariant', message: 'Invalid refund variant' }]);
    }
    if (invoice.paid.length === 0 && invoice.additionalStatus !== 'Marked') {
      return send(response, 422, [{ path: 'paymentMethod', message: 'Nothing was paid' }]);
    }
    const id = randomBytes(12).toString('base64url');
    const viewLink = `${this.baseUrl}/pull-payments/${id}`;
    this.refunds.push({ invoiceId: invoice.id, body, viewLink });
    return send(response, 200, {
      id,
      name: `Refund ${invoice.id}`,
      description: body.description ?? '',
      currency: 'BTC',
      amount: this.method(invoice).paymentMethodPaid,
      period: null,
      BOLT11Expiration: '30',
      archived: false,
      viewLink,
    });
  }

  private method(invoice: FakeInvoice) {
    const paid = invoice.paid.reduce((sum, payment) => sum + Number(payment.value), 0);
    const amount = btc(Number(invoice.amount));
    return {
      paymentMethodId: 'BTC-CHAIN',
      currency: 'BTC',
      destination: 'bcrt1qfakeaddress0000000000000000000000000',
      paymentLink: `bitcoin:bcrt1qfakeaddress0000000000000000000000000?amount=${amount}`,
      rate: FAKE_BTC_RATE,
      paymentMethodPaid: paid.toFixed(8),
      totalPaid: paid.toFixed(8),
      due: (Number(amount) - paid).toFixed(8),
      amount,
      paymentMethodFee: '0.00000000',
      payments: invoice.paid.map((payment) => ({
        id: payment.id,
        receivedDate: Math.floor(Date.now() / 1000),
        value: payment.value,
        fee: '0.00000000',
        status: invoice.status === 'Settled' ? 'Settled' : 'Processing',
        destination: 'bcrt1qfakeaddress0000000000000000000000000',
      })),
      activated: true,
      additionalData: {},
    };
  }

  private public(invoice: FakeInvoice) {
    const { paid, ...data } = invoice;
    const paidAmount = paid.reduce((sum, payment) => sum + Number(payment.value), 0);
    return {
      ...data,
      type: 'Standard',
      paidAmount: (paidAmount * Number(FAKE_BTC_RATE)).toFixed(2),
      availableStatusesForManualMarking: [],
      archived: false,
    };
  }

  /** The buyer's page: Pay marks the invoice Processing, tells the product, and goes back. */
  private async checkoutPage(
    response: ServerResponse,
    invoiceId: string,
    method: string | undefined,
    pay: boolean,
  ) {
    const invoice = this.invoices.get(invoiceId);
    if (!invoice) return send(response, 404, { message: 'No such invoice' });
    if (pay && method === 'POST') {
      this.setStatus(invoice.id, 'Processing', 'None', Number(invoice.amount));
      await this.deliver(invoice.id, 'InvoiceProcessing');
      response.writeHead(303, { location: invoice.checkout.redirectURL ?? '/' });
      return response.end();
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><html lang="en"><head><title>BTCPay invoice ${invoice.id}</title></head>` +
        `<body><h1>Pay ${invoice.amount} ${invoice.currency}</h1><p>${btc(Number(invoice.amount))} BTC</p>` +
        `<form method="post" action="/i/${invoice.id}/pay"><button type="submit">Pay</button></form></body></html>`,
    );
  }
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}
