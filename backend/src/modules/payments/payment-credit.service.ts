import { Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { BALANCE_LIMITS, ERROR_CODES } from '@academy/contracts';
import { toCents } from '@academy/domain';
import { AuditService } from '../audit/index.js';
import { PromoRedemptions } from '../promotions/index.js';
import { ReferralRewards } from '../referrals/index.js';
import { SalesDocumentsService } from '../sales-receipts/index.js';
import { BalanceRefused, BalanceService, userEventSource } from '../users/index.js';
import { UserEntity } from '../users/user.entity.js';
import { WebhookOutbox } from '../webhooks/index.js';
import { PaymentEntity } from './payment.entity.js';
import { paymentEventSource } from './payment-event-source.js';
import {
  BALANCE_LIMIT_REASON,
  DELETED_ACCOUNT_REASON,
  holdForReview,
  type CreditResult,
} from './payment-settlement.js';

/**
 * What a paid payment gives its student, for a provider's success and for staff confirming:
 * the course or the top-up (with its promo bonus), the promo code's use consumed, the receipt,
 * the events, and the referrer's reward when it is the student's first payment. It runs in the
 * caller's transaction with the payment row locked.
 */
@Injectable()
export class PaymentCreditService {
  private readonly logger = new Logger(PaymentCreditService.name);

  constructor(
    private readonly balances: BalanceService,
    private readonly audit: AuditService,
    private readonly webhooks: WebhookOutbox,
    private readonly salesDocuments: SalesDocumentsService,
    private readonly promotions: PromoRedemptions,
    private readonly referrals: ReferralRewards,
  ) {}

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
      await holdForReview(manager, payment, BALANCE_LIMIT_REASON);
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
      await holdForReview(manager, payment, BALANCE_LIMIT_REASON);
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
}
