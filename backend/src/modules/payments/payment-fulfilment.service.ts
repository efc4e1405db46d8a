import { Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { BALANCE_LIMITS, ERROR_CODES, type PaymentProviderName } from '@academy/contracts';
import { fromCents, toCents } from '@academy/domain';
import { ApiException } from '../../common/http/api-exception.js';
import { conflict } from '../../common/http/http.errors.js';
import { AuditService } from '../audit/index.js';
import { CertificatesService } from '../certificates/index.js';
import { PromoRedemptions } from '../promotions/index.js';
import { ReferralRewards } from '../referrals/index.js';
import { SalesDocumentsService } from '../sales-receipts/index.js';
import { BalanceRefused, BalanceService, userEventSource } from '../users/index.js';
import { UserEntity } from '../users/user.entity.js';
import { WebhookOutbox } from '../webhooks/index.js';
import { isPaymentPublicId, PaymentEntity } from './payment.entity.js';
import type { ProviderReversal } from './providers/payment-provider.js';
import { paymentEventSource } from './payment-event-source.js';
import {
  BALANCE_LIMIT_REASON,
  chargedMatches,
  creditedBy,
  lockPayment,
  DELETED_ACCOUNT_REASON,
  dollars,
  NO_AMOUNT_REASON,
  type Confirmation,
  type CreditResult,
  type PaymentLookup,
  type SettleResult,
} from './payment-settlement.js';

/**
 * The one place a payment's outcome takes effect, for every provider and for staff. It runs
 * inside the caller's transaction with the payment row locked, so a repeated, late or concurrent
 * confirmation finds the payment already paid and changes nothing; if anything fails the whole
 * transaction rolls back and the payment stays claimable by the provider's retry.
 */
@Injectable()
export class PaymentFulfilmentService {
  private readonly logger = new Logger(PaymentFulfilmentService.name);

  constructor(
    private readonly balances: BalanceService,
    private readonly audit: AuditService,
    private readonly webhooks: WebhookOutbox,
    private readonly salesDocuments: SalesDocumentsService,
    private readonly certificates: CertificatesService,
    private readonly promotions: PromoRedemptions,
    private readonly referrals: ReferralRewards,
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
      await this.holdForReview(manager, payment, NO_AMOUNT_REASON);
      return 'review';
    }
    if (!chargedMatches(payment, confirmation.charged)) {
      const charged = confirmation.charged!;
      const reason = `Not credited: ${lookup.provider} charged ${dollars(charged.cents)} ${charged.currency.toUpperCase()}, the payment is ${payment.amount.toFixed(2)} ${payment.currency}`;
      this.logger.error(`Payment ${payment.publicId}: ${reason}; left pending for review`);
      await this.holdForReview(manager, payment, reason);
      return 'mismatch';
    }
    const credit = await this.creditPaid(manager, payment);
    return credit.credited ? 'credited' : 'review';
  }

  /**
   * Credits a locked pending payment and marks it paid: the tier sets the course, a top-up adds
   * to the balance with a ledger row naming the payment. A top-up that would pass the balance's
   * maximum stays pending with a reason for staff; money for a deleted account is recorded as
   * paid, with a reason and an audit row, and credits nobody.
   */
  async creditPaid(
    manager: EntityManager,
    payment: PaymentEntity,
    decision: Partial<Pick<PaymentEntity, 'decidedBy' | 'noticePending'>> = {},
  ): Promise<CreditResult> {
    const user = await manager.getRepository(UserEntity).findOne({
      where: { id: payment.userId },
      lock: { mode: 'pessimistic_write' },
    });
    const now = new Date();
    const paid = { status: 'paid' as const, paidAt: now, updatedAt: now, ...decision };
    if (!user || user.deletedAt) {
      await this.markPaid(manager, payment, { ...paid, reviewReason: DELETED_ACCOUNT_REASON });
      await this.audit.record(manager, {
        actor: 'system',
        action: 'payment_deleted_account',
        targetUserId: payment.userId,
        paymentId: payment.id,
        before: { status: 'pending' },
        after: { status: 'paid', reviewReason: DELETED_ACCOUNT_REASON, amount: payment.amount },
      });
      this.logger.warn(`Payment ${payment.publicId} arrived for deleted user ${payment.userId}`);
      return { credited: true };
    }
    if (payment.kind === 'course') {
      await manager.update(UserEntity, { id: user.id }, { course: payment.tier! });
      await this.webhooks.recordUserEvent(manager, 'course.changed', userEventSource(user.id));
      await this.markPaid(manager, payment, { ...paid, courseBefore: user.course });
      return this.credited(manager, payment);
    }
    // A promo code's top-up bonus comes beside the top-up: both fit under the maximum, or neither.
    const bonus = await this.promotions.bonusFor(manager, payment.id);
    const after = toCents(user.balance) + toCents(payment.amount) + toCents(bonus);
    if (bonus > 0 && after > toCents(BALANCE_LIMITS.max)) {
      await this.holdForReview(manager, payment, BALANCE_LIMIT_REASON);
      return { credited: false, reviewReason: BALANCE_LIMIT_REASON };
    }
    const staffId = decision.decidedBy ?? undefined;
    try {
      await this.balances.change(
        manager,
        user.id,
        { mode: 'add', amount: payment.amount },
        { reason: 'payment', paymentId: payment.id, staffId },
      );
    } catch (error) {
      if (!(error instanceof BalanceRefused && error.code === ERROR_CODES.BALANCE_TOO_LARGE))
        throw error;
      await this.holdForReview(manager, payment, BALANCE_LIMIT_REASON);
      return { credited: false, reviewReason: BALANCE_LIMIT_REASON };
    }
    if (bonus > 0) {
      await this.balances.change(
        manager,
        user.id,
        { mode: 'add', amount: bonus },
        { reason: 'bonus', paymentId: payment.id, staffId },
      );
    }
    await this.markPaid(manager, payment, { ...paid, reviewReason: null });
    return this.credited(manager, payment);
  }

  /** A payment credited to its (undeleted) student: its referrer's reward if it is their first. */
  private async credited(manager: EntityManager, payment: PaymentEntity): Promise<CreditResult> {
    await this.referrals.paymentPaid(manager, payment);
    return { credited: true };
  }

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
      await this.holdForReview(manager, payment, `${reversal.detail}: check it by hand`);
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

  async lockByPublicId(manager: EntityManager, publicId: string): Promise<PaymentEntity | null> {
    if (!isPaymentPublicId(publicId)) return null;
    return manager.getRepository(PaymentEntity).findOne({
      where: { publicId: publicId.toLowerCase() },
      lock: { mode: 'pessimistic_write' },
    });
  }

  private async markPaid(
    manager: EntityManager,
    payment: PaymentEntity,
    changes: Partial<PaymentEntity>,
  ): Promise<void> {
    await manager.update(PaymentEntity, { id: payment.id }, changes);
    Object.assign(payment, changes);
    await this.promotions.consume(manager, payment);
    // Numbered here, in the paying transaction, so every paid payment has exactly one receipt.
    await this.salesDocuments.issueReceipt(manager, payment);
    await this.webhooks.recordPaymentEvent(
      manager,
      'payment.succeeded',
      paymentEventSource(payment.id),
    );
  }

  /** Leaves a locked payment as it is, with the reason staff must look at it. */
  async holdForReview(
    manager: EntityManager,
    payment: PaymentEntity,
    reviewReason: string,
  ): Promise<void> {
    const changes = { reviewReason: reviewReason.slice(0, 500), updatedAt: new Date() };
    await manager.update(PaymentEntity, { id: payment.id }, changes);
    Object.assign(payment, changes);
  }
}
