import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { PAYMENT_RETURN_PARAM, type PaymentRecord, type Purchase } from '@academy/contracts';
import { resolvePurchase } from '@academy/domain';
import { AppConfig } from '../../config/app-config.js';
import { CatalogueService } from '../catalogue/index.js';
import { PromoRedemptions } from '../promotions/index.js';
import { UsersService } from '../users/index.js';
import { WebhookOutbox } from '../webhooks/index.js';
import { isPaymentPublicId, needsStaff, PaymentEntity, paymentFactsOf } from './payment.entity.js';
import {
  NO_SALES_DOCUMENTS,
  readSalesDocumentNumbers,
  type SalesDocumentNumbers,
} from './sales-document-numbers.js';
import type { PaymentMethod } from './providers/payment-providers.js';
import { CHECKOUT_LIFETIME_MS } from './providers/payment-provider.js';
import { PaymentProviders } from './providers/payment-providers.js';
import { paymentEventSource } from './payment-event-source.js';
import { promoPricingOf, savePricedPayment } from './promo-pricing.js';
import {
  checkoutFailed,
  checkoutPurchaseUnknown,
  paymentDataMissing,
  payForOwnAccountOnly,
} from './payments.errors.js';

const LISTED_PAYMENTS = 100;

export interface CheckoutStart {
  method: PaymentMethod;
  userId: number;
  course: unknown;
  price: unknown;
  /** The id the client says it pays for; it must be the caller's own when given. */
  claimedUserId: unknown;
  /** A promo code to price the payment with; absent or blank for none. */
  promoCode?: unknown;
  customer?: { firstName?: unknown; lastName?: unknown; email?: unknown };
}

export function productName(purchase: Pick<Purchase, 'kind' | 'tier'>): string {
  return purchase.kind === 'course' ? `${purchase.tier} course` : 'Balance top-up';
}

export function toPaymentRecord(
  payment: PaymentEntity,
  documents: SalesDocumentNumbers = NO_SALES_DOCUMENTS,
): PaymentRecord {
  return {
    id: payment.publicId,
    ...paymentFactsOf(payment),
    statusReason: payment.statusReason,
    noticePending: payment.noticePending,
    confirming: payment.status === 'pending' && payment.cryptoInvoice?.status === 'Processing',
    underReview: needsStaff(payment),
    created_at: payment.createdAt.toISOString(),
    paid_at: payment.paidAt?.toISOString() ?? null,
    ...promoPricingOf(payment),
    ...documents,
  };
}

const filled = (value: unknown): value is string | number =>
  (typeof value === 'string' && value.trim() !== '') || typeof value === 'number';

const textOr = (value: unknown, fallback: string): string =>
  typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, 100) : fallback;

/** Opens checkouts (a pending payment, then the provider's page) and lists a student's payments. */
@Injectable()
export class PaymentsService {
  private readonly logger = new Logger(PaymentsService.name);

  constructor(
    @InjectRepository(PaymentEntity) private readonly payments: Repository<PaymentEntity>,
    private readonly users: UsersService,
    private readonly providers: PaymentProviders,
    private readonly config: AppConfig,
    private readonly webhooks: WebhookOutbox,
    private readonly catalogue: CatalogueService,
    private readonly promotions: PromoRedemptions,
  ) {}

  async startCheckout(start: CheckoutStart): Promise<string> {
    const payPortDataMissing =
      start.method === 'payport' && (!filled(start.price) || !filled(start.claimedUserId));
    if (!filled(start.course) || payPortDataMissing) {
      throw paymentDataMissing();
    }
    if (
      filled(start.claimedUserId) &&
      String(start.claimedUserId).trim() !== String(start.userId)
    ) {
      throw payForOwnAccountOnly();
    }
    // Priced by the tiers on sale now: the payment keeps this amount whatever the price becomes.
    const { tiers } = await this.catalogue.current();
    const purchase = resolvePurchase(tiers, start.course, start.price);
    if (!purchase) {
      throw checkoutPurchaseUnknown();
    }
    const provider = this.providers.forMethod(start.method);
    const user = await this.users.getActive(start.userId);
    const now = new Date();
    const payment = await this.payments.manager.transaction((manager) =>
      savePricedPayment(
        manager,
        this.promotions,
        { course: start.course, purchase, promoCode: start.promoCode },
        {
          userId: user.id,
          provider: provider.name,
          method: start.method,
          providerReference: null,
          paidAt: null,
          expiresAt: new Date(now.getTime() + CHECKOUT_LIFETIME_MS),
        },
      ),
    );
    try {
      const checkout = await provider.createCheckout({
        paymentId: payment.publicId,
        product: `Trading Academy: ${productName(purchase)}`,
        amount: payment.amount,
        customer: {
          email: textOr(start.customer?.email, user.email),
          firstName: textOr(start.customer?.firstName, user.username),
          lastName: textOr(start.customer?.lastName, user.lastname),
        },
        successUrl: this.returnUrl('success'),
        cancelUrl: this.returnUrl('cancelled'),
      });
      await this.payments.update(
        { id: payment.id },
        { providerReference: checkout.reference, updatedAt: new Date() },
      );
      return checkout.url;
    } catch (error) {
      this.logger.error(
        `${provider.name} checkout for payment ${payment.publicId} failed: ${String(error)}`,
      );
      await this.payments.manager.transaction(async (manager) => {
        const failed = await manager.update(
          PaymentEntity,
          { id: payment.id, status: 'pending' },
          { status: 'failed', updatedAt: new Date() },
        );
        if (failed.affected) {
          await this.promotions.release(manager, [payment.id]);
          await this.webhooks.recordPaymentEvent(
            manager,
            'payment.failed',
            paymentEventSource(payment.id),
          );
        }
      });
      throw checkoutFailed();
    }
  }

  async listOwn(userId: number): Promise<PaymentRecord[]> {
    const rows = await this.payments.find({
      where: { userId },
      order: { createdAt: 'DESC', id: 'DESC' },
      take: LISTED_PAYMENTS,
    });
    const documents = await readSalesDocumentNumbers(
      this.payments.manager,
      rows.map((row) => row.id),
    );
    return rows.map((row) => toPaymentRecord(row, documents.get(row.id)));
  }

  async findSandboxPayment(publicId: string): Promise<PaymentEntity | null> {
    if (!isPaymentPublicId(publicId)) return null;
    return this.payments.findOne({ where: { publicId, provider: 'sandbox' } });
  }

  returnUrl(outcome: 'success' | 'cancelled'): string {
    return `${this.config.publicUrl}/dashboard?${PAYMENT_RETURN_PARAM}=${outcome}`;
  }
}
