import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  BTCPAY_ADDITIONAL_STATUSES,
  BTCPAY_INVOICE_STATUSES,
  type BtcpayAdditionalStatus,
  type BtcpayInvoiceStatus,
  type CryptoInvoiceMethod,
} from '@academy/contracts';
import type { BtcpaySettings } from '../../../config/crypto-settings.js';

/** How long one Greenfield call may take before the student is told BTCPay is not answering. */
export const BTCPAY_TIMEOUT_MS = 10_000;

/** Why a Greenfield call failed: it decides the status the student or staff get. */
export type BtcpayFailure = 'unreachable' | 'timeout' | 'refused' | 'failed';

export class BtcpayError extends Error {
  constructor(
    readonly failure: BtcpayFailure,
    message: string,
  ) {
    super(message);
    this.name = 'BtcpayError';
  }
}

/** The fields of Greenfield's InvoiceData this product reads. */
export interface BtcpayInvoice {
  id: string;
  storeId: string | null;
  status: BtcpayInvoiceStatus;
  additionalStatus: BtcpayAdditionalStatus;
  /** The invoice's amount in its currency, as a decimal string. */
  amount: string;
  currency: string;
  checkoutLink: string;
  /** Unix seconds. */
  expirationTime: number;
  orderId: string | null;
}

export interface NewInvoice {
  orderId: string;
  amount: number;
  buyerEmail: string;
  itemDesc: string;
  redirectURL: string;
  expirationMinutes: number;
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | null =>
  typeof value === 'string' && value.length > 0 ? value : null;
const decimalText = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '0';

function toInvoice(body: unknown): BtcpayInvoice {
  if (!isObject(body)) throw new BtcpayError('failed', 'BTCPay answered without an invoice');
  const id = text(body.id);
  const status = BTCPAY_INVOICE_STATUSES.find((known) => known === body.status);
  const additionalStatus =
    BTCPAY_ADDITIONAL_STATUSES.find((known) => known === body.additionalStatus) ?? 'None';
  const checkoutLink = text(body.checkoutLink);
  if (!id || !status || !checkoutLink || typeof body.expirationTime !== 'number') {
    throw new BtcpayError('failed', 'BTCPay answered with an invoice missing its id or status');
  }
  const metadata = isObject(body.metadata) ? body.metadata : {};
  return {
    id,
    storeId: text(body.storeId),
    status,
    additionalStatus,
    amount: decimalText(body.amount),
    currency: text(body.currency) ?? '',
    checkoutLink,
    expirationTime: body.expirationTime,
    orderId: text(metadata.orderId),
  };
}

function toMethods(body: unknown): CryptoInvoiceMethod[] {
  if (!Array.isArray(body)) throw new BtcpayError('failed', 'BTCPay answered without methods');
  return body.filter(isObject).map((method) => ({
    paymentMethodId: text(method.paymentMethodId) ?? text(method.paymentMethod) ?? '',
    currency: text(method.currency) ?? text(method.cryptoCode) ?? '',
    amount: decimalText(method.amount),
    rate: decimalText(method.rate),
    paid: decimalText(method.paymentMethodPaid),
    transactionIds: (Array.isArray(method.payments) ? method.payments : [])
      .filter(isObject)
      .flatMap((payment) => (text(payment.id) ? [text(payment.id)!] : [])),
  }));
}

/**
 * BTCPay Server's Greenfield API for one store: invoices, their payment methods, refunds, and the
 * webhook signature (`BTCPay-Sig: sha256=<hex HMAC-SHA256 of the raw body>`).
 */
export class BtcpayClient {
  constructor(
    private readonly settings: BtcpaySettings,
    private readonly timeoutMs = BTCPAY_TIMEOUT_MS,
  ) {}

  get storeId(): string {
    return this.settings.storeId;
  }

  async createInvoice(order: NewInvoice): Promise<BtcpayInvoice> {
    return toInvoice(
      await this.call('POST', '/invoices', {
        amount: order.amount.toFixed(2),
        currency: 'USD',
        metadata: {
          orderId: order.orderId,
          buyerEmail: order.buyerEmail,
          itemDesc: order.itemDesc,
        },
        checkout: {
          redirectURL: order.redirectURL,
          redirectAutomatically: true,
          expirationMinutes: order.expirationMinutes,
        },
      }),
    );
  }

  async getInvoice(invoiceId: string): Promise<BtcpayInvoice> {
    return toInvoice(await this.call('GET', `/invoices/${encodeURIComponent(invoiceId)}`));
  }

  async getPaymentMethods(invoiceId: string): Promise<CryptoInvoiceMethod[]> {
    return toMethods(
      await this.call('GET', `/invoices/${encodeURIComponent(invoiceId)}/payment-methods`),
    );
  }

  /**
   * Asks BTCPay to refund what the invoice received, in the coin and at the rate it was paid
   * (RateThen). BTCPay answers with a pull payment: its viewLink is where the student claims it.
   */
  async refund(
    invoiceId: string,
    payoutMethod: string | null,
    description: string,
  ): Promise<{ pullPaymentId: string; viewLink: string }> {
    const body = await this.call('POST', `/invoices/${encodeURIComponent(invoiceId)}/refund`, {
      refundVariant: 'RateThen',
      description,
      ...(payoutMethod ? { payoutMethods: [payoutMethod] } : {}),
    });
    const pullPaymentId = isObject(body) ? text(body.id) : null;
    const viewLink = isObject(body) ? text(body.viewLink) : null;
    if (!pullPaymentId || !viewLink) {
      throw new BtcpayError('failed', 'BTCPay answered the refund without a pull payment link');
    }
    return { pullPaymentId, viewLink };
  }

  /** Whether `BTCPay-Sig` is this store's signature of exactly these bytes (constant-time). */
  signatureMatches(rawBody: Buffer, header: string | undefined): boolean {
    const given = /^sha256=([0-9a-f]{64})$/i.exec(header?.trim() ?? '');
    if (!given) return false;
    const expected = createHmac('sha256', this.settings.webhookSecret).update(rawBody).digest();
    return timingSafeEqual(expected, Buffer.from(given[1], 'hex'));
  }

  private async call(method: 'GET' | 'POST', path: string, body?: Json): Promise<unknown> {
    const url = `${this.settings.url}/api/v1/stores/${encodeURIComponent(this.settings.storeId)}${path}`;
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers: {
          authorization: `token ${this.settings.apiKey}`,
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      const name = error instanceof Error ? error.name : '';
      if (name === 'TimeoutError' || name === 'AbortError') {
        throw new BtcpayError('timeout', `BTCPay did not answer ${method} ${path} in time`);
      }
      throw new BtcpayError('unreachable', `BTCPay could not be reached: ${String(error)}`);
    }
    let answer: string;
    try {
      answer = await response.text();
    } catch (error) {
      throw new BtcpayError('timeout', `BTCPay's answer did not arrive in time: ${String(error)}`);
    }
    if (response.status === 401 || response.status === 403) {
      throw new BtcpayError(
        'refused',
        `BTCPay refused the API key for ${method} ${path} (${response.status})`,
      );
    }
    if (!response.ok) {
      throw new BtcpayError(
        'failed',
        `BTCPay answered ${method} ${path} with ${response.status}: ${answer.slice(0, 300)}`,
      );
    }
    try {
      return JSON.parse(answer) as unknown;
    } catch {
      throw new BtcpayError('failed', `BTCPay answered ${method} ${path} with no JSON`);
    }
  }
}
