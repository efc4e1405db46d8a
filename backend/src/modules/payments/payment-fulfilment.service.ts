import { Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { PromoRedemptions } from '../promotions/index.js';
import { WebhookOutbox } from '../webhooks/index.js';
import { PaymentCreditService } from './payment-credit.service.js';
import { PaymentEntity } from './payment.entity.js';
import { paymentEventSource } from './payment-event-source.js';
import {
  chargedMatches,
  dollars,
  holdForReview,
  lockPayment,
  NO_AMOUNT_REASON,
  type Confirmation,
  type PaymentLookup,
  type SettleResult,
} from './payment-settlement.js';

/**
 * The one place a provider's word on a payment takes effect, for every provider. It runs inside
 * the caller's transaction with the payment row locked, so a repeated, late or concurrent
 * confirmation finds the payment already paid and changes nothing; if anything fails the whole
 * transaction rolls back and the payment stays claimable by the provider's retry. Crediting is
 * PaymentCreditService's, which staff confirming a payment call too.
 */
@Injectable()
export class PaymentFulfilmentService {
  private readonly logger = new Logger(PaymentFulfilmentService.name);

  constructor(
    private readonly webhooks: WebhookOutbox,
    private readonly promotions: PromoRedemptions,
    private readonly credit: PaymentCreditService,
  ) {}

  async settle(
    manager: EntityManager,
    lookup: PaymentLookup,
    confirmation: Confirmation,
  ): Promise<SettleResult> {
    const payment = await lockPayment(manager, lookup);
    if (!payment) {
      this.logger.warn(
        `No ${lookup.provider} payment for reference ${lookup.reference} / id ${lookup.paymentId}`,
      );
      return 'unknown';
    }
    if (payment.status === 'paid' || payment.status === 'refunded') return 'already-paid';
    if (confirmation.outcome !== 'paid') {
      // Only a pending payment can fail or lapse: a later success still wins over either.
      if (payment.status !== 'pending') return 'unchanged';
      await manager.update(
        PaymentEntity,
        { id: payment.id },
        { status: confirmation.outcome, updatedAt: new Date() },
      );
      await this.promotions.release(manager, [payment.id]);
      await this.webhooks.recordPaymentEvent(
        manager,
        'payment.failed',
        paymentEventSource(payment.id),
      );
      return 'updated';
    }
    if (confirmation.paymentIntent) {
      await manager.update(
        PaymentEntity,
        { id: payment.id },
        { providerPaymentIntent: confirmation.paymentIntent },
      );
    }
    if (payment.provider === 'payport' && confirmation.charged === null) {
      await holdForReview(manager, payment, NO_AMOUNT_REASON);
      return 'review';
    }
    if (!chargedMatches(payment, confirmation.charged)) {
      const charged = confirmation.charged!;
      const reason = `Not credited: ${lookup.provider} charged ${dollars(charged.cents)} ${charged.currency.toUpperCase()}, the payment is ${payment.amount.toFixed(2)} ${payment.currency}`;
      this.logger.error(`Payment ${payment.publicId}: ${reason}; left pending for review`);
      await holdForReview(manager, payment, reason);
      return 'mismatch';
    }
    const credit = await this.credit.creditPaid(manager, payment);
    return credit.credited ? 'credited' : 'review';
  }
}
