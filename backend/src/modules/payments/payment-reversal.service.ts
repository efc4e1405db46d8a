import { Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ERROR_CODES, type PaymentProviderName } from '@academy/contracts';
import { fromCents, toCents } from '@academy/domain';
import { ApiException } from '../../common/http/api-exception.js';
import { conflict } from '../../common/http/http.errors.js';
import { CertificatesService } from '../certificates/index.js';
import { ReferralRewards } from '../referrals/index.js';
import { SalesDocumentsService } from '../sales-receipts/index.js';
import { BalanceRefused, BalanceService, userEventSource } from '../users/index.js';
import { UserEntity } from '../users/user.entity.js';
import { WebhookOutbox } from '../webhooks/index.js';
import { PaymentEntity } from './payment.entity.js';
import { paymentEventSource } from './payment-event-source.js';
import { creditedBy, dollars, holdForReview, type SettleResult } from './payment-settlement.js';
import type { ProviderReversal } from './providers/payment-provider.js';

/**
 * Taking back what a paid payment gave, for a staff refund and for a provider's refund or
 * dispute: the top-up (with its bonus) or the course, the referrer's reward, and what a refund
 * leaves behind. It runs in the caller's transaction with the payment row locked.
 */
@Injectable()
export class PaymentReversalService {
  private readonly logger = new Logger(PaymentReversalService.name);

  constructor(
    private readonly balances: BalanceService,
    private readonly webhooks: WebhookOutbox,
    private readonly salesDocuments: SalesDocumentsService,
    private readonly certificates: CertificatesService,
    private readonly referrals: ReferralRewards,
  ) {}

  /**
   * Takes back what a paid payment credited, once, in the caller's transaction: a top-up's
   * amount leaves the balance with a 'payment_reversal' row (409 and nothing changed when the
   * balance is short), a tier gives way to the course the student had before, unless a later
   * purchase has changed the course since. Returns whether anything was taken back.
   */
  async reverseCredit(
    manager: EntityManager,
    payment: PaymentEntity,
    staffId?: number,
  ): Promise<boolean> {
    if (payment.creditReversed) return false;
    // The referrer's reward first: a referrer who spent it refuses the refund before any change.
    const rewardTaken = await this.referrals.paymentRefunded(manager, payment.id, staffId);
    return (await this.reverseOwnCredit(manager, payment, staffId)) || rewardTaken;
  }

  /**
   * A refund or dispute at the provider, for a payment it paid: the payment follows (refunded,
   * or a review reason for a dispute or a partial refund) and its credit is taken back once.
   * When the balance is short the payment still follows and staff are told what is missing.
   */
  async reverseFromProvider(
    manager: EntityManager,
    provider: PaymentProviderName,
    reversal: ProviderReversal,
  ): Promise<SettleResult> {
    const payment = reversal.paymentIntent
      ? await manager.getRepository(PaymentEntity).findOne({
          where: { provider, providerPaymentIntent: reversal.paymentIntent },
          lock: { mode: 'pessimistic_write' },
        })
      : null;
    if (!payment) {
      this.logger.warn(`No ${provider} payment for payment intent ${reversal.paymentIntent}`);
      return 'unknown';
    }
    if (payment.status !== 'paid') return 'unchanged';
    const now = new Date();
    if (reversal.kind === 'refund' && !reversal.complete) {
      await holdForReview(manager, payment, `${reversal.detail}: check it by hand`);
      return 'review';
    }
    let reviewReason = reversal.kind === 'dispute' ? reversal.detail : null;
    let reversed = false;
    try {
      reversed = await this.reverseCredit(manager, payment);
    } catch (error) {
      if (!(error instanceof ApiException)) throw error;
      reviewReason = `${reversal.detail}. The credit could not be taken back: ${String(error.message)}`;
    }
    const changes: Partial<PaymentEntity> = {
      providerCharge: reversal.charge ?? payment.providerCharge,
      creditReversed: reversed || payment.creditReversed === true,
      updatedAt: now,
      ...(reviewReason ? { reviewReason: reviewReason.slice(0, 500) } : {}),
      ...(reversal.kind === 'refund'
        ? { status: 'refunded' as const, refundedAt: now, statusReason: 'Refunded at Stripe' }
        : {}),
    };
    await manager.update(PaymentEntity, { id: payment.id }, changes);
    if (reversal.kind === 'refund') {
      await this.recordRefund(manager, payment);
      await this.webhooks.recordPaymentEvent(
        manager,
        'payment.refunded',
        paymentEventSource(payment.id),
      );
    }
    return 'updated';
  }

  /**
   * What every refund leaves behind, in its transaction: a credit note in its own series, and a
   * course payment's certificate revoked (the course it earned was taken back).
   */
  async recordRefund(manager: EntityManager, payment: PaymentEntity): Promise<void> {
    await this.salesDocuments.issueCreditNote(manager, payment);
    if (payment.kind === 'course' && payment.tier) {
      await this.certificates.revokeForRefund(manager, payment.userId, payment.tier);
    }
  }

  private async reverseOwnCredit(
    manager: EntityManager,
    payment: PaymentEntity,
    staffId?: number,
  ): Promise<boolean> {
    const user = await manager.getRepository(UserEntity).findOne({
      where: { id: payment.userId },
      lock: { mode: 'pessimistic_write' },
    });
    if (!user || user.deletedAt) return false;
    if (payment.kind === 'course') {
      if (payment.courseBefore === null || user.course !== payment.tier) return false;
      await manager.update(UserEntity, { id: user.id }, { course: payment.courseBefore || 'NONE' });
      await this.webhooks.recordUserEvent(manager, 'course.changed', userEventSource(user.id));
      return true;
    }
    const { owed, bonus } = await creditedBy(manager, payment.id);
    // A top-up's promo bonus goes back with it; the refusal names both parts.
    const parts = bonus > 0 ? ` (${dollars(owed - bonus)} top-up and ${dollars(bonus)} bonus)` : '';
    if (owed <= 0) return false;
    await this.balances
      .change(
        manager,
        user.id,
        { mode: 'add', amount: -fromCents(owed) },
        { reason: 'payment_reversal', paymentId: payment.id, staffId },
      )
      .catch((error: unknown) => {
        if (!(error instanceof BalanceRefused && error.code === ERROR_CODES.BALANCE_BELOW_ZERO))
          throw error;
        const missing = owed - toCents(error.balance);
        throw conflict(
          `The balance is ${dollars(missing)} short of the ${dollars(owed)}${parts} to take back: nothing was changed`,
        );
      });
    return true;
  }
}
