import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull, type EntityManager } from 'typeorm';
import { CRYPTO_RETURN_ID_PARAM, CRYPTO_RETURN_PATH, type CryptoInvoice } from '@academy/contracts';
import { resolvePurchase, toCents } from '@academy/domain';
import { AppConfig } from '../../../config/app-config.js';
import { CatalogueService } from '../../catalogue/index.js';
import { UsersService } from '../../users/index.js';
import { WebhookOutbox } from '../../webhooks/index.js';
import { PaymentFulfilmentService } from '../payment-fulfilment.service.js';
import { holdForReview, type SettleResult } from '../payment-settlement.js';
import { isPaymentPublicId, PaymentEntity } from '../payment.entity.js';
import { paymentByPublicId } from '../payment-by-id.js';
import { paymentEventSource } from '../payment-event-source.js';
import { productName } from '../payments.service.js';
import { PaymentProviders } from '../providers/payment-providers.js';
import { promoPricingOf, savePricedPayment } from '../promo-pricing.js';
import { PromoRedemptions } from '../../promotions/index.js';
import { BtcpayError, type BtcpayClient, type BtcpayInvoice } from './btcpay.client.js';
import {
  btcpayEventInvalid,
  btcpayFailed,
  btcpaySignatureInvalid,
  btcpayWebhooksOff,
  cryptoInvoicesOff,
  noBtcpayInvoice,
} from './btcpay.errors.js';
import { checkoutPurchaseUnknown } from '../payments.errors.js';
import { invoiceDetails, verdictOf } from './btcpay-invoice-state.js';

/** How long the student has to pay an invoice at its locked rate. */
export const INVOICE_EXPIRATION_MINUTES = 30;

/** What one look at BTCPay did to the payment. */
export type RecheckResult = SettleResult | 'held' | 'waiting';

/**
 * Crypto payments through BTCPay Server: an invoice per payment, and the invoice's state applied
 * to its payment whenever BTCPay calls back, staff ask, or the sweep finds it past its expiry.
 * A callback's content is never trusted: the invoice is always fetched from BTCPay first.
 */
@Injectable()
export class BtcpayInvoicesService {
  private readonly logger = new Logger(BtcpayInvoicesService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly providers: PaymentProviders,
    private readonly fulfilment: PaymentFulfilmentService,
    private readonly users: UsersService,
    private readonly config: AppConfig,
    private readonly webhooks: WebhookOutbox,
    private readonly catalogue: CatalogueService,
    private readonly promotions: PromoRedemptions,
  ) {}

  get configured(): boolean {
    return this.providers.btcpay !== null;
  }

  get client(): BtcpayClient {
    if (!this.providers.btcpay) throw cryptoInvoicesOff();
    return this.providers.btcpay;
  }

  /**
   * A pending payment at the catalogue's price, then its invoice at BTCPay. If BTCPay fails the
   * payment is closed as failed at once: the student is told, nothing stays pending.
   */
  async create(
    userId: number,
    course: unknown,
    price: unknown,
    promoCode?: unknown,
  ): Promise<CryptoInvoice> {
    const client = this.client;
    // Priced by the tiers on sale now: the payment keeps this amount whatever the price becomes.
    const { tiers } = await this.catalogue.current();
    const purchase = resolvePurchase(tiers, course, price);
    if (!purchase) {
      throw checkoutPurchaseUnknown();
    }
    const user = await this.users.getActive(userId);
    const payments = this.dataSource.getRepository(PaymentEntity);
    const now = new Date();
    const payment = await this.dataSource.transaction((manager) =>
      savePricedPayment(
        manager,
        this.promotions,
        { course, purchase, promoCode },
        {
          userId: user.id,
          provider: 'btcpay',
          method: 'crypto',
          providerReference: null,
          paidAt: null,
          expiresAt: new Date(now.getTime() + INVOICE_EXPIRATION_MINUTES * 60_000),
        },
      ),
    );
    let invoice: BtcpayInvoice;
    try {
      invoice = await client.createInvoice({
        orderId: payment.publicId,
        amount: payment.amount,
        buyerEmail: user.email,
        itemDesc: `Trading Academy: ${productName(purchase)}`,
        redirectURL: `${this.config.publicUrl}${CRYPTO_RETURN_PATH}?${CRYPTO_RETURN_ID_PARAM}=${payment.publicId}`,
        expirationMinutes: INVOICE_EXPIRATION_MINUTES,
      });
    } catch (error) {
      if (!(error instanceof BtcpayError)) throw error;
      this.logger.error(`BTCPay invoice for payment ${payment.publicId} failed: ${error.message}`);
      await this.closeUnmade(payment.id);
      throw btcpayFailed(error.failure, 'creating the invoice');
    }
    const expiresAt = new Date(invoice.expirationTime * 1000);
    await payments.update(
      { id: payment.id },
      {
        providerReference: invoice.id,
        expiresAt,
        cryptoInvoice: invoiceDetails(invoice, [], new Date()),
        updatedAt: new Date(),
      },
    );
    return {
      id: payment.publicId,
      status: 'pending',
      amount: payment.amount,
      ...promoPricingOf(payment),
      checkoutLink: invoice.checkoutLink,
      expiresAt: expiresAt.toISOString(),
    };
  }

  /**
   * Fetches the invoice and its coins from BTCPay and applies them to the payment. Safe to run
   * any number of times at once: the payment row is locked and fulfilment credits once.
   */
  async recheck(invoiceId: string): Promise<RecheckResult> {
    const client = this.client;
    const [invoice, methods] = await Promise.all([
      client.getInvoice(invoiceId),
      client.getPaymentMethods(invoiceId),
    ]);
    if (invoice.storeId !== null && invoice.storeId !== client.storeId) return 'unknown';
    const verdict = verdictOf(invoice, methods);
    return this.dataSource.transaction(async (manager) => {
      const payment = await this.lockPayment(manager, invoice);
      if (!payment) {
        this.logger.warn(`BTCPay invoice ${invoice.id} belongs to no payment of ours`);
        return 'unknown';
      }
      await manager.update(
        PaymentEntity,
        { id: payment.id },
        {
          providerReference: invoice.id,
          cryptoInvoice: invoiceDetails(invoice, methods, new Date()),
          updatedAt: new Date(),
        },
      );
      const lookup = { provider: 'btcpay' as const, reference: invoice.id, paymentId: null };
      switch (verdict.action) {
        case 'wait':
          return 'waiting';
        case 'paid':
          return this.fulfilment.settle(manager, lookup, {
            outcome: 'paid',
            charged: { cents: toCents(Number(invoice.amount)), currency: invoice.currency },
          });
        case 'expired':
        case 'failed':
          return this.fulfilment.settle(manager, lookup, {
            outcome: verdict.action,
            charged: null,
          });
        case 'review':
          return this.holdForStaff(manager, payment, verdict.reason);
      }
    });
  }

  /**
   * A BTCPay webhook delivery: `BTCPay-Sig` must sign the exact body (else 401 and nothing is
   * read). Only the invoice id is taken from it; the invoice itself is fetched from BTCPay. A
   * failure to fetch answers 5xx, so BTCPay delivers again.
   */
  async receive(rawBody: Buffer | undefined, signature: string | undefined) {
    const client = this.providers.btcpay;
    if (!client) throw btcpayWebhooksOff();
    const body = rawBody ?? Buffer.alloc(0);
    if (!client.signatureMatches(body, signature)) {
      this.logger.warn('Refused a BTCPay webhook: BTCPay-Sig does not sign its body');
      throw btcpaySignatureInvalid();
    }
    let event: { type?: unknown; invoiceId?: unknown; storeId?: unknown };
    try {
      event = JSON.parse(body.toString('utf8')) as typeof event;
    } catch {
      throw btcpayEventInvalid('The signed body is not JSON');
    }
    if (typeof event.type !== 'string' || !event.type.startsWith('Invoice')) return 'ignored';
    if (typeof event.invoiceId !== 'string' || !/^[A-Za-z0-9_-]{1,100}$/.test(event.invoiceId)) {
      throw btcpayEventInvalid('The event names no invoice');
    }
    if (event.storeId !== undefined && event.storeId !== client.storeId) return 'ignored';
    try {
      return await this.recheck(event.invoiceId);
    } catch (error) {
      if (!(error instanceof BtcpayError)) throw error;
      this.logger.error(`BTCPay webhook for ${event.invoiceId} not applied: ${error.message}`);
      throw btcpayFailed(error.failure, 'reading the invoice');
    }
  }

  /** "Recheck with BTCPay" on the desk, for a lost callback: what BTCPay says now is applied. */
  async recheckPayment(publicId: string): Promise<RecheckResult> {
    const payment = await paymentByPublicId(this.dataSource.manager, publicId);
    if (payment.provider !== 'btcpay' || !payment.providerReference) {
      throw noBtcpayInvoice();
    }
    try {
      return await this.recheck(payment.providerReference);
    } catch (error) {
      if (!(error instanceof BtcpayError)) throw error;
      this.logger.error(`Rechecking payment ${payment.publicId} failed: ${error.message}`);
      throw btcpayFailed(error.failure, 'reading the invoice');
    }
  }

  /**
   * Money arrived not as asked: the payment waits for staff, pending with the reason, even if it
   * had already lapsed (coins that come after expiry reopen it). A paid one stays as it is.
   */
  private async holdForStaff(
    manager: EntityManager,
    payment: PaymentEntity,
    reason: string,
  ): Promise<RecheckResult> {
    if (!['pending', 'expired', 'failed'].includes(payment.status)) return 'unchanged';
    if (payment.status === 'pending' && payment.reviewReason === reason) return 'unchanged';
    if (payment.status !== 'pending') {
      await manager.update(PaymentEntity, { id: payment.id }, { status: 'pending' });
      payment.status = 'pending';
    }
    await holdForReview(manager, payment, reason);
    this.logger.warn(`Payment ${payment.publicId} waits for staff: ${reason}`);
    return 'held';
  }

  /** The invoice's payment: by the invoice id we stored, else by the order id we gave BTCPay. */
  private async lockPayment(
    manager: EntityManager,
    invoice: BtcpayInvoice,
  ): Promise<PaymentEntity | null> {
    const payments = manager.getRepository(PaymentEntity);
    const lock = { mode: 'pessimistic_write' as const };
    const byInvoice = await payments.findOne({
      where: { provider: 'btcpay', providerReference: invoice.id },
      lock,
    });
    if (byInvoice) return byInvoice;
    // A callback may outrun the moment the invoice id is stored on our row.
    if (!invoice.orderId || !isPaymentPublicId(invoice.orderId)) return null;
    return payments.findOne({
      where: {
        provider: 'btcpay',
        publicId: invoice.orderId.toLowerCase(),
        providerReference: IsNull(),
      },
      lock,
    });
  }

  private async closeUnmade(paymentId: number): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const failed = await manager.update(
        PaymentEntity,
        { id: paymentId, status: 'pending' },
        { status: 'failed', updatedAt: new Date() },
      );
      if (failed.affected) {
        await this.promotions.release(manager, [paymentId]);
        await this.webhooks.recordPaymentEvent(
          manager,
          'payment.failed',
          paymentEventSource(paymentId),
        );
      }
    });
  }
}
